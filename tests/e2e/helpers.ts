export const PORT = process.env.E2E_PORT ?? '3100'
export const site = (host: string, path = '/') => `http://${host}:${PORT}${path}`
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-dealer-2026'
export const HCM = 'harbour-city-motors.localhost'
export const SCAG = 'southern-cross-auto-group.localhost'
export const RCC = 'red-centre-caravans.localhost'
