import { MetaDescriptionField, MetaImageField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { Field, GroupField } from 'payload'

const paths = { titlePath: 'seo.title', descriptionPath: 'seo.description', imagePath: 'seo.image' }

/** The plugin's field with our limits and help text, its admin component kept. */
function withHelp<F extends Field & { admin?: Record<string, unknown> }>(
  field: F,
  description: string,
  extra: Record<string, unknown> = {},
): F {
  return { ...field, ...extra, localized: false, admin: { ...field.admin, description } }
}

/**
 * Search result and sharing fields of pages and posts, with
 * @payloadcms/plugin-seo's components: a checklist, length guidance, a search-result preview and
 * "Auto-generate" from the page's first heading, words and image (src/cms/seo-generate.ts).
 */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: 'Search engines and sharing',
  fields: [
    // The checklist uses the same ranges as the fields' own guidance (50–70 and 100–170 characters).
    OverviewField({ ...paths, titleOverrides: { minLength: 50, maxLength: 70 }, descriptionOverrides: { minLength: 100, maxLength: 170 } }),
    withHelp(MetaTitleField({ hasGenerateFn: true }), 'Shown in the browser tab and search results. Defaults to the page title.', {
      maxLength: 70,
    }),
    withHelp(MetaDescriptionField({ hasGenerateFn: true }), 'One or two sentences for search results.', { maxLength: 170 }),
    withHelp(MetaImageField({ hasGenerateFn: true, relationTo: 'media' }), 'Shown when the page is shared. 1200 × 630 works best.', {
      label: 'Sharing image',
    }),
    PreviewField({ hasGenerateFn: true, titlePath: paths.titlePath, descriptionPath: paths.descriptionPath }),
  ],
}

/**
 * The SEO components' texts, in our words (the plugin registers its own only through its config
 * function, which would also move the fields into its own group).
 */
export const seoPanelTranslations = {
  en: {
    'plugin-seo': {
      almostThere: 'Almost there',
      autoGenerate: 'Auto-generate',
      bestPractices: 'best practices',
      characterCount: '{{current}}/{{minLength}}-{{maxLength}} characters, ',
      charactersLeftOver: '{{characters}} left over',
      charactersToGo: '{{characters}} to go',
      charactersTooMany: '{{characters}} too many',
      checksPassing: '{{current}} of {{max}} checks pass',
      good: 'Good',
      imageAutoGenerationTip: 'Auto-generate picks the page’s first hero or image block picture.',
      lengthTipDescription: 'Aim for {{minLength}} to {{maxLength}} characters: longer descriptions are cut off in search results. See ',
      lengthTipTitle: 'Aim for {{minLength}} to {{maxLength}} characters: longer titles are cut off in search results. See ',
      missing: 'Missing',
      noImage: 'No image',
      preview: 'Search result preview',
      previewDescription: 'Search engines may show it a little differently.',
      tooLong: 'Too long',
      tooShort: 'Too short',
    },
  },
}
