import { PROMO_CARD } from '@/src/domain/inventory/list-rules'

/** The "We Want Your Car" tile among the results (spec 2 §2). */
export function PromoCard() {
  return (
    <aside
      data-testid="promo-card"
      aria-label={PROMO_CARD.title}
      className="flex h-full min-h-80 flex-col justify-center gap-3 rounded-[var(--radius)] bg-[var(--color-primary)] p-6 text-[var(--color-on-primary)]"
    >
      <h3 className="text-2xl font-extrabold">{PROMO_CARD.title}</h3>
      <p>{PROMO_CARD.text}</p>
      <a href={PROMO_CARD.href} className="btn justify-self-start border-current bg-transparent text-inherit">
        {PROMO_CARD.button}
      </a>
    </aside>
  )
}
