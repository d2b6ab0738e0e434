// The dealer's e-mail of a lead: a text part and an HTML part with the same answers
// (answers.ts), a Subject on one line. Everything the shopper typed is cleaned (text.ts) and,
// in HTML, escaped; the message is indented in the text part, so no line of it can pass for
// one of ours ("Email: ...").
import { type AnswerSource, leadAnswers } from './answers'
import { escapeMarkup, singleLine } from './text'

export interface MailLead extends AnswerSource {
  /** The number staff see in the admin. */
  id: string
  /** The reference the shopper was given, when the lead has one. */
  reference?: string | null
  formTitle: string
}

export interface LeadMailContent {
  subject: string
  text: string
  html: string
}

const SUBJECT_MAX = 200

const heading = (lead: MailLead) => singleLine(`${lead.formTitle} from ${lead.name} ${lead.lastName}`)

const footer = (lead: MailLead) =>
  `Lead ${lead.id}${lead.reference ? ` (the shopper's reference: ${lead.reference})` : ''}. The ADF/XML file is attached for your CRM.`

export function leadMailContent(lead: MailLead): LeadMailContent {
  const answers = leadAnswers(lead)
  const subject = singleLine(`${lead.formTitle}: ${lead.name} ${lead.lastName}${lead.car?.name ? ` about the ${lead.car.name}` : ''}`)
  const textLines = answers.map((a) => (a.multiline ? `${a.label}:\n${a.value.replace(/^/gm, '  ')}` : `${a.label}: ${a.value}`))
  const rows = answers.map(
    (a) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeMarkup(a.label)}</th>` +
      `<td style="padding:4px 0${a.multiline ? ';white-space:pre-wrap' : ''}">${escapeMarkup(a.value)}</td></tr>`,
  )
  return {
    subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject,
    text: [heading(lead), '', ...textLines, '', footer(lead)].join('\n'),
    html: [
      '<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px">',
      `<h1 style="font-size:18px">${escapeMarkup(heading(lead))}</h1>`,
      `<table role="presentation" cellspacing="0">${rows.join('')}</table>`,
      `<p style="color:#555">${escapeMarkup(footer(lead))}</p>`,
      '</body></html>',
    ].join('\n'),
  }
}
