// Full-width value propositions above the results on sites with the `searchValueProps`
// feature (reserve quickly, secure payments, apply for finance).
const VALUE_PROPS = [
  { title: 'Reserve quickly', text: 'Hold the car you want online in minutes.' },
  { title: 'Secure payments', text: 'Pay your refundable deposit securely.' },
  { title: 'Apply for finance', text: 'Get pre-approved without leaving home.' },
] as const

export function ValueProps() {
  return (
    <section aria-label="Why buy from us" className="mb-6 bg-[var(--color-primary)] text-[var(--color-on-primary)]">
      <ul className="container-site grid gap-3 py-4 sm:grid-cols-3">
        {VALUE_PROPS.map((p) => (
          <li key={p.title}>
            <p className="font-bold">{p.title}</p>
            <p className="text-sm opacity-90">{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
