import Image from 'next/image'
import { SiteLink } from '@/src/components/ui/SiteLink'
import type { Navigation, SiteSetting } from '@/payload-types'
import { formatPhone, phoneFor, telHref } from '@/src/domain/phone/phone'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { PhoneIcon } from '@/src/components/ui/icons'
import { DesktopNavIsland } from './DesktopNavIsland.client'
import { MobileNav } from './MobileNav.client'
import { HeaderHours } from '@/src/components/locations/HeaderHours'
import type { DealerLocation } from '@/src/domain/locations/location'
import { toMenuItems } from './menu'
import { displayBox } from '@/src/domain/media/display-box'
import { FavouritesLink } from '@/src/components/shoppers/FavouritesList.client'
import { shopperAccountsOn } from '@/src/domain/shoppers/sign-in'
import { saveMode } from '@/src/domain/shoppers/saved-cars'
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'

interface Props {
  tenant: TenantConfig
  nav: Navigation | null
  settings: SiteSetting | null
  /** The location whose hours the top bar shows (the primary one), if the dealer has any. */
  location?: DealerLocation
  now: Date
  hasPosts: boolean
}

/** The logo's tallest slot in CSS pixels (`md:h-12`); it is 40 px (`h-10`) on phones. */
const LOGO_HEIGHT = 48

export function SiteHeader({ tenant, nav, settings, location, now, hasPosts }: Props) {
  const items = toMenuItems(nav, { hasPosts })
  const number = phoneFor(tenant.phones)
  const href = telHref(number)
  const phone = number && href ? { display: formatPhone(number), href } : null
  if (!phone) console.warn(`No dealer phone number configured for ${tenant.slug}`)
  const logo = tenant.theme.logo
  const hours = settings?.copy?.openingHoursSummary

  return (
    <header className="sticky top-0 z-30 bg-[var(--color-header-bg)] text-[var(--color-header-text)] shadow-sm">
      {(location || hours) && (
        // Links and a <details> only, and hidden on phones: kept, not hydrated (KeptHtml).
        <KeptHtml>
          <div className="hidden bg-[var(--color-secondary)] text-[var(--color-on-secondary)] md:block">
            <div className="container-site flex items-center justify-between py-1.5 text-xs">
              {location ? <HeaderHours location={location} now={now} /> : <span>{hours}</span>}
              {location ? (
                <span>
                  {location.address.street}, {location.address.city} {location.address.state}
                </span>
              ) : (
                settings?.copy?.address && <span>{settings.copy.address.split('\n').join(', ')}</span>
              )}
            </div>
          </div>
        </KeptHtml>
      )}
      <div data-header-row className="group/header container-site flex h-16 items-center justify-between gap-2 md:h-20 md:gap-4">
        {/* The logo gives way (down to its name's width) before the header's buttons do. */}
        <SiteLink href="/" className="flex min-w-0 items-center" aria-label={`${tenant.name} home`}>
          {logo ? (
            // Sized as shown (at most LOGO_HEIGHT px tall), so a phone fetches a 256-640 px file rather than
            // one for the upload's full width. Loaded at once but at low priority: React preloads
            // every eager image in the shell, and the logo then went ahead of the page's own image.
            <Image
              src={logo.url}
              alt={tenant.name}
              {...displayBox(logo.width ?? 520, logo.height ?? 120, LOGO_HEIGHT)}
              loading="eager"
              fetchPriority="low"
              className="h-auto max-h-10 w-auto max-w-full md:max-h-12"
            />
          ) : (
            <span className="truncate font-[family-name:var(--font-heading)] text-xl font-bold">{tenant.name}</span>
          )}
        </SiteLink>
        <DesktopNavIsland items={items} />
        <div className="flex shrink-0 items-center sm:gap-2">
          {/* Where the desktop menu shows (xl), the button gives it room: the number alone. */}
          {phone && (
            <a href={phone.href} className="btn btn-solid hidden whitespace-nowrap md:inline-flex">
              <PhoneIcon />
              <span>
                <span className="sr-only md:not-sr-only md:mr-1 md:font-normal xl:sr-only">
                  {settings?.copy?.headerCallLabel || 'Call'}
                </span>
                {phone.display}
              </span>
            </a>
          )}
          {phone && (
            <a href={phone.href} className="flex h-11 w-11 items-center justify-center rounded hover:bg-black/5 md:hidden">
              <span className="sr-only">Call {phone.display}</span>
              <PhoneIcon size={22} />
            </a>
          )}
          {tenant.features.favourites && <FavouritesLink mode={saveMode(tenant.features) ?? 'browser'} />}
          {shopperAccountsOn(tenant.features) && (
            <a
              href="/my-garage"
              className="flex h-11 w-11 items-center justify-center rounded hover:bg-black/5"
              data-testid="my-garage-link"
            >
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
              </svg>
              <span className="sr-only">My Garage</span>
            </a>
          )}
          <MobileNav items={items} phone={phone} />
        </div>
      </div>
    </header>
  )
}
