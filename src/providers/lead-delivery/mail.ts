// Lead e-mail: through SMTP when LEAD_SMTP_URL is set, otherwise (the demo and this machine,
// where no mail server is reachable) each message is written as an .eml file under .data/mail,
// named by its Message-ID, so a resend overwrites rather than duplicates.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { writeFileWhole } from '@/src/lib/write-file-whole'
import type { LeadMail, MailSender } from './types'

const message = (mail: LeadMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  attachments: mail.attachments,
})

export function smtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport(url)
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(message(mail))
      if (info.rejected.length > 0) throw new Error(`SMTP rejected ${info.rejected.join(', ')}`)
      return { where: `smtp ${info.messageId}` }
    },
  }
}

export function fileSender(dir: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    name: 'file',
    async send(mail) {
      const info = await transport.sendMail(message(mail))
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${mail.messageId.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`)
      await writeFileWhole(file, info.message as Buffer, 0o644)
      return { where: file }
    },
  }
}
