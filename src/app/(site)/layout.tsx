import '@fontsource-variable/inter'
import '@fontsource-variable/montserrat'
import '@fontsource-variable/oswald'
import '@fontsource-variable/source-sans-3'
import '@fontsource/merriweather/400.css'
import '@fontsource/merriweather/700.css'
// After fontsource: these smaller faces serve every character they cover (scripts/subset-fonts.ts).
import './fonts/basic-latin.css'
import './globals.css'
import type React from 'react'

/** Root layout of every dealer site; the [host] layout adds the tenant's theme and chrome. */
export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  )
}
