'use client'
// The sidebar and mobile-bar action buttons. Which ones show is decided by
// detailActions; this only renders them: links, the Call Now number (masked until clicked),
// the dialogs of the test-drive and finance forms, and the history report (analytics event 60).
import { PhoneIcon } from '@/src/components/ui/icons'
import type { DetailAction } from '@/src/domain/vehicle-detail/actions'
import type { DealerPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import { FormDialog } from './FormDialog.client'
import { HistoryReportLink } from './HistoryReportLink.client'
import { type PhoneTracking, usePhoneReveal } from './use-phone-reveal'

const STYLE: Record<DetailAction['kind'], string> = {
  reserve: 'btn btn-accent',
  purchase: 'btn btn-outline',
  enquire: 'btn btn-solid',
  chat: 'btn btn-solid',
  call: 'btn btn-outline',
  finance: 'btn btn-outline',
  'trade-in': 'btn btn-outline',
  'test-drive': 'btn btn-outline',
  history: 'btn btn-outline',
  'find-similar': 'btn btn-solid',
}

function CallNow({
  phone,
  tracking,
  compact,
  className,
}: {
  phone: DealerPhone
  tracking: PhoneTracking
  compact: boolean
  className: string
}) {
  const { shown, revealed, reveal } = usePhoneReveal(phone, tracking)
  return (
    <a
      href={phone.href ?? undefined}
      onClick={(event) => {
        if (!revealed) event.preventDefault()
        reveal()
      }}
      className={className}
      data-testid="action-call"
    >
      <PhoneIcon />
      <span>Call Now</span>
      {!compact && <span className="tabular-nums">{shown}</span>}
      {compact && <span className="sr-only">{shown}</span>}
    </a>
  )
}

export interface ActionButtonsProps {
  actions: DetailAction[]
  phone: DealerPhone | null
  tracking: PhoneTracking
  /** The mobile bar shows short buttons side by side. */
  compact?: boolean
}

export function ActionButtons({ actions, phone, tracking, compact = false }: ActionButtonsProps) {
  const size = compact ? 'flex-1 px-2 text-sm' : 'w-full'
  return (
    <div className={compact ? 'flex gap-2' : 'grid gap-2'}>
      {actions.map((action) => {
        const className = `${STYLE[action.kind]} ${size}`
        switch (action.kind) {
          case 'call':
            return phone ? <CallNow key="call" phone={phone} tracking={tracking} compact={compact} className={className} /> : null
          case 'finance':
            return action.opens === 'dialog' ? (
              <FormDialog key="finance" kind="finance" title={action.dialogTitle} label={action.label} className={className} />
            ) : (
              <a key="finance" href={action.href} className={className}>
                {action.label}
              </a>
            )
          case 'test-drive':
            return <FormDialog key="test-drive" kind="test-drive" title={action.dialogTitle} label={action.label} className={className} />
          case 'history':
            return <HistoryReportLink key="history" href={action.href} label={action.label} tracking={tracking} className={className} />
          default:
            return (
              <a key={action.kind} href={action.href} className={className} data-testid={`action-${action.kind}`}>
                {action.label}
              </a>
            )
        }
      })}
    </div>
  )
}
