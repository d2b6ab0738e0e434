/**
 * Our fixes to installed dependencies, applied after every `npm install` (package.json
 * "postinstall"; the Dockerfile copies this file in before its install) until upstream ships them.
 * Plain JavaScript: it runs before anything is built, on installs without dev dependencies too.
 *
 * Each fix names the exact text it replaces in each file. Run again it finds its own text and does
 * nothing. When a dependency update changed the text, the install stops with the fix's name: check
 * whether upstream has fixed it (then delete the fix) or redo it for the new text.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * payload#17676 (open upstream as PRs #17697 and #17455): an autosave's answer wiped a choice the
 * editor made while that autosave was on its way. Autosave merges the server's values into every
 * field not marked as modified, and Payload's form reducer clears that mark on every other field
 * each time one field changes. So: an autosave leaves with a block's Section still empty, the editor
 * picks a section, then types a heading; the heading's change unmarks the section, the answer
 * (Section empty) lands on it, and the next autosave saves it empty. The fix keeps the mark until
 * the form is loaded or saved again (a Save or Publish still takes every value from the server).
 * The cost: a value a server hook rewrites in a field the editor has touched shows rewritten after
 * the next Save or reload instead of after an autosave. e2e: admin.spec ("a section chosen while
 * an autosave is on its way ...").
 */
const keepModifiedMarks = {
  name: 'payload#17676: an autosave answer does not overwrite fields the editor changed while it was on its way',
  files: [
    {
      path: 'node_modules/@payloadcms/ui/dist/exports/client/index.js',
      find: 'n={...t,[e.path]:o};if("value"in e){for(let[r,s]of Object.entries(n))if(r!==e.path&&"isModified"in s){let{isModified:i,...l}=s;n[r]=l}}return n}',
      replace: 'n={...t,[e.path]:o};/* dealer-platform: payload#17676 */return n}',
    },
    {
      path: 'node_modules/@payloadcms/ui/dist/forms/Form/fieldReducer.js',
      find: `        // reset \`isModified\` in all other fields
        // Use destructuring instead of delete to avoid mutating field objects
        // shared with the previous state (shallow copy shares references)
        if ('value' in action) {
          for (const [path, field] of Object.entries(newState)) {
            if (path !== action.path && 'isModified' in field) {
              const {
                isModified: _,
                ...fieldWithoutIsModified
              } = field;
              newState[path] = fieldWithoutIsModified;
            }
          }
        }
`,
      replace: `        // dealer-platform: payload#17676, other fields keep \`isModified\` (scripts/patch-dependencies.mjs)
`,
    },
  ],
}

export const FIXES = [keepModifiedMarks]

/**
 * The text of one file with one fix's replacement made: `unchanged` when it is there already.
 * Throws when the text to replace is missing, or found more than once.
 */
export function applyFix(text, { find, replace }, label) {
  if (text.includes(replace) && !text.includes(find)) return { text, unchanged: true }
  const at = text.indexOf(find)
  if (at < 0) throw new Error(`${label}: the text this fix replaces is not there (was the dependency updated?)`)
  if (text.indexOf(find, at + 1) >= 0) throw new Error(`${label}: the text this fix replaces is there more than once`)
  return { text: text.slice(0, at) + replace + text.slice(at + find.length), unchanged: false }
}

function main() {
  for (const fix of FIXES) {
    for (const file of fix.files) {
      const label = `${fix.name}\n  in ${file.path}`
      const { text, unchanged } = applyFix(readFileSync(file.path, 'utf8'), file, label)
      if (!unchanged) writeFileSync(file.path, text)
      console.log(`${unchanged ? 'already fixed' : 'fixed'}: ${file.path} (${fix.name.split(':')[0]})`)
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main()
  } catch (error) {
    console.error(`scripts/patch-dependencies.mjs: ${error.message}`)
    process.exit(1)
  }
}
