/**
 * Public API of the finance rules. Pure: no framework, no I/O.
 * Tenant and provider variants are `FinanceSettings` data, never checks on a slug.
 */
export * from './settings'
export type * from './types'
export * from './money'
export * from './text'
export * from './repayment'
export * from './establishment-fee'
export * from './comparison-rate'
export * from './limits'
export * from './defaults'
export * from './calculator'
export * from './eligibility'
export * from './finance-link'
export * from './budget'
export * from './fuel'
export * from './delivery'
export * from './quote'
export * from './disclaimer'
export * from './tenant-settings'
export * from './budget-search'
export * from './estimate'
