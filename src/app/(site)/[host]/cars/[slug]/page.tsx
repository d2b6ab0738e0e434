// The vehicle detail page, /cars/{slug}: the car, its sidebar and its finance sections.
// Reads happen here; rules are in src/domain/vehicle-detail; components render.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { calculatorSettings } from '@/src/components/finance/calculator-view'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { PriceComparison } from '@/src/components/vehicle/PriceComparison/PriceComparison.client'
import { CallDealerBox } from '@/src/components/vehicle/detail/CallDealerBox.client'
import { CarViews } from '@/src/components/vehicle/detail/CarViews.client'
import { DeliveryCalculatorIsland, FuelCalculatorIsland } from '@/src/components/finance/CalculatorIslands.client'
import { LeadFormProvider } from '@/src/components/leads/LeadFormContext.client'
import { EnquireSection } from '@/src/components/vehicle/detail/EnquireSection'
import { KeyInformationGrid } from '@/src/components/vehicle/detail/ExpandableList.client'
import { FinanceSection } from '@/src/components/vehicle/detail/FinanceSection'
import { preApprovalHref } from '@/src/domain/finance-application/form'
import { FormDialog } from '@/src/components/vehicle/detail/FormDialog.client'
import { LocationSection } from '@/src/components/vehicle/detail/LocationSection'
import { getLocations } from '@/src/cms/locations'
import { getPageTitles } from '@/src/cms/site'
import { CertifiedPreOwned } from '@/src/components/vehicle/detail/CertifiedPreOwned'
import { FeatureBanner } from '@/src/components/vehicle/detail/FeatureBanner'
import { UsedCarChecks } from '@/src/components/vehicle/detail/UsedCarChecks'
import { featureBanner } from '@/src/domain/marketing/feature-banner'
import { certifiedBlock } from '@/src/domain/vehicle-detail/certified'
import { usedCarChecks } from '@/src/domain/vehicle-detail/used-checks'
import { bookingOffer } from '@/src/domain/locations/booking-slots'
import { RecentlyViewed } from '@/src/components/shoppers/RecentlyViewed.client'
import { viewedCar } from '@/src/domain/shoppers/recently-viewed'
import { mapTiles } from '@/src/lib/env'
import { MobileActionBar } from '@/src/components/vehicle/detail/MobileActionBar.client'
import { photosOf } from '@/src/components/vehicle/detail/photos'
import { PriceBlock } from '@/src/components/vehicle/detail/PriceBlock'
import { Section } from '@/src/components/vehicle/detail/Section'
import { Sidebar } from '@/src/components/vehicle/detail/Sidebar'
import { SalesCounter } from '@/src/components/vehicle/detail/SalesCounter.client'
import { StickyCarHeaderIsland } from '@/src/components/vehicle/detail/StickyCarHeaderIsland.client'
import { VehicleMedia } from '@/src/components/vehicle/detail/spin/VehicleMedia.client'
import { SimilarCars } from '@/src/components/vehicle/detail/SimilarCars'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { SpecList } from '@/src/components/vehicle/detail/SpecList'
import { VehicleTabs } from '@/src/components/vehicle/detail/VehicleTabs'
import { isAvailable } from '@/src/domain/finance/eligibility'
import { financeEstimate, quoteCanShow } from '@/src/domain/finance/estimate'
import { fuelCalculatorAvailable } from '@/src/domain/finance/fuel'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { priceDisplay } from '@/src/domain/inventory/card'
import { priceComparisonApplies } from '@/src/domain/inventory/price-comparison'
import { cardContext } from '@/src/domain/inventory/card-context'
import { detailTagBanner } from '@/src/domain/inventory/tag-banner'
import { safeJsonForScript } from '@/src/domain/navigation/breadcrumbs'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import {
  type DetailAction,
  ENQUIRE_ANCHOR,
  detailActions,
  financeBannerButton,
  findSimilarHref,
  mobileBarActions,
} from '@/src/domain/vehicle-detail/actions'
import { carBreadcrumbs } from '@/src/domain/vehicle-detail/breadcrumbs'
import { type DetailCar, headingOf, sidebarFacts, subheadingOf } from '@/src/domain/vehicle-detail/car'
import { dealerComments } from '@/src/domain/vehicle-detail/comments'
import { KEY_INFORMATION_TOGGLE, KEY_INFORMATION_VISIBLE, featureList } from '@/src/domain/vehicle-detail/expandable'
import { absoluteUrl } from '@/src/domain/navigation/json-ld'
import { carAnalytics } from '@/src/domain/analytics/car'
import { vehicleJsonLd } from '@/src/domain/vehicle-detail/json-ld'
import { vehicleDescription, vehicleTitle } from '@/src/domain/vehicle-detail/metadata'
import { dealerPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import { carPdfPath, pdfFileName } from '@/src/domain/vehicle-detail/print-sheet'
import { compareEntry } from '@/src/domain/shoppers/compare'
import { saveEntry } from '@/src/domain/shoppers/saved-cars'
import { reservedNotice } from '@/src/domain/vehicle-detail/reserved'
import { quoteRequestFor, sidebarPrice, teaserHit } from '@/src/domain/vehicle-detail/sidebar-price'
import { salesThisMonth } from '@/src/domain/vehicle-detail/sales-counter'
import { allSpecifications, carDetails, carSummary, keyInformation } from '@/src/domain/vehicle-detail/spec-rows'
import { vehicleMedia } from '@/src/domain/vehicle-detail/spin'
import { detailTabs, reserveOnlineText } from '@/src/domain/vehicle-detail/tabs'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import { requireTenant } from '../../tenant'
import { leadSetup } from './lead-setup'
import { loadCar, loadSimilarCars } from './load'

type Props = { params: Promise<{ host: string; slug: string }> }

async function load(params: Props['params']) {
  const { tenant, host } = await requireTenant(params)
  const found = await loadCar(host, (await params).slug)
  if (!found) notFound()
  return { tenant, host, ...found }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, car } = await load(params)
  const origin = await requestOrigin()
  const title = vehicleTitle(car, tenant.name)
  const description = vehicleDescription(car, priceDisplay(car, tenant), tenant.name)
  const image = car.images[0]?.image.url ?? car.primary_image_url
  return {
    // The layout's "%s | {dealer}" template would repeat the dealer: the title already ends with it.
    title: { absolute: title },
    description,
    alternates: { canonical: car.path },
    openGraph: {
      title,
      description,
      url: car.path,
      images: image ? [{ url: absoluteUrl(origin, image), alt: car.name }] : undefined,
    },
  }
}

function phoneOf(tenant: TenantConfig, car: DetailCar) {
  const phone = dealerPhone({ tenant: tenant.phones, location: car.location?.phone }, car.car_type, tenant.features.phoneStartsRevealed)
  if (!phone) console.warn(`No dealer phone number for ${tenant.slug} (car ${car.slug})`)
  return phone
}

export default async function VehiclePage({ params }: Props) {
  const { tenant, host, car, now } = await load(params)
  const origin = await requestOrigin()
  const nonce = await requestNonce()
  const finance = financeSettingsFromTenant(tenant)
  const phone = phoneOf(tenant, car)
  const yard = car.location_name ?? car.location?.name
  const locations = await getLocations(tenant)
  const dealerLocation = locations.find((l) => l.visible && l.stockName === yard)
  const words = vocabularyOf(tenant.vehicleKind)
  const actions = detailActions(car, tenant, { hasPhone: phone !== null })
  const reserve = actions.find((a): a is Extract<DetailAction, { kind: 'reserve' }> => a.kind === 'reserve')
  const price = sidebarPrice(car, tenant)
  const teaser = {
    hit: teaserHit(car),
    settings: finance,
    nowIso: now.toISOString(),
    quote: {
      featureOn: tenant.features.financeQuotes && quoteCanShow(car, finance, now),
      request: quoteRequestFor(car, tenant.finance.quoteRates[0]?.creditScore ?? 'Excellent'),
    },
  }
  const available = isAvailable(car.status) && !car.sold
  const tracking = carAnalytics(car, tenant.id)
  const keyInfo = keyInformation(car, now, { unregisteredText: tenant.features.unregisteredText })
  const details = carDetails(car)
  const specifications = allSpecifications(car)
  const summary = carSummary(car)
  const certified = certifiedBlock(car, tenant)
  const usedChecks = usedCarChecks(car, now, { unregisteredText: tenant.features.unregisteredText, enquireHref: ENQUIRE_ANCHOR })
  const bannerTiles = tenant.features.featureBanner ? featureBanner(new Set(Object.keys(await getPageTitles(tenant))), words) : []
  // The calculator starts from the lender's figures only where the site's lender rules show them.
  const lender = financeEstimate(car, finance, now)?.lender ?? null
  const similar = await loadSimilarCars(host, car, tenant.inventory)
  const facts = sidebarFacts(car)
  const fuel = car.simple_fuel ?? car.fuel
  const jsonLd = vehicleJsonLd(
    car,
    {
      name: tenant.name,
      telephone: phone?.display,
      address: car.location?.address ?? (car.city ? { city: car.city, state: car.state } : null),
    },
    origin,
    tenant.vehicleKind,
  )

  return (
    <LeadFormProvider setup={leadSetup(tenant, car, bookingOffer(locations, 'test-drive', yard, now))}>
      <Breadcrumbs crumbs={carBreadcrumbs(car)} origin={origin} nonce={nonce} />
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: safeJsonForScript(jsonLd) }} />
      <div className="container-site grid grid-cols-[minmax(0,1fr)] gap-6 pb-28 pt-2 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 lg:pb-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <VehicleMedia
            media={vehicleMedia(car)}
            photos={photosOf(car.images, car.name)}
            name={car.name}
            sold={!available}
            preferred={tenant.features.galleryFirst ? 'images' : 'spin'}
            autoRotate={tenant.features.spinAutoRotate}
          />
          {available && (
            <div className="mt-2 flex justify-end">
              <FormDialog kind="request-photos" title="Request Photos" label="Request more photos" className="btn btn-outline text-sm" />
            </div>
          )}
        </div>
        <aside aria-label="Price and actions" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* Not sticky: the sticky car bar keeps the price and first action in reach; a sticky
              sidebar slid under it and the site header, its price showing through. */}
          <div>
            <Sidebar
              tag={detailTagBanner(car, tenant, now)}
              heading={headingOf(car)}
              subheading={subheadingOf(car)}
              carName={car.name}
              path={car.path}
              facts={facts}
              price={price}
              reserved={reservedNotice(car, now)}
              teaser={teaser}
              printHref={tenant.features.printButton ? `/print?car_id=${encodeURIComponent(car.slug)}` : null}
              pdf={tenant.features.printButton ? { href: carPdfPath(car.slug), fileName: pdfFileName(car.slug) } : null}
              save={saveEntry(tenant.features, car, !available)}
              compare={compareEntry(tenant.features, car)}
              locationName={car.location_name ?? car.location?.name ?? null}
              siteUrl={origin}
              actions={actions}
              phone={phone}
              callLabel={tenant.labels.callDealer}
              tracking={tracking}
            />
            {tenant.features.salesCounter && (
              <div className="mt-3">
                <SalesCounter initial={salesThisMonth(now)} />
              </div>
            )}
            <CarViews
              slug={car.slug}
              photosCount={car.photos_count ?? car.images.length}
              updatedAt={car.updated_at ?? null}
              usedCar={car.car_type === 'used'}
              tracking={tracking}
              showCount={tenant.features.viewCount}
            />
          </div>
        </aside>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-10 lg:col-start-1 lg:row-start-2">
          <VehicleTabs
            tabs={detailTabs(car, { reserveOnline: tenant.features.reserveOnline })}
            comments={dealerComments(car.dealercomments)}
            included={(car.standardEquipment ?? []).filter((s) => s.trim() !== '')}
            features={featureList(car)}
            reserveText={reserveOnlineText(tenant.reservation, words.one)}
            reserve={reserve ?? null}
          />
          {certified && <CertifiedPreOwned block={certified} />}
          {summary.length > 0 && (
            <Section id="car-summary" title={`${words.One} Summary`}>
              <SpecList rows={summary} columns={3} />
            </Section>
          )}
          {keyInfo.length > 0 && (
            <Section id="key-information" title="Key Information">
              <KeyInformationGrid rows={keyInfo} limit={KEY_INFORMATION_VISIBLE} labels={KEY_INFORMATION_TOGGLE} />
            </Section>
          )}
          {details.length > 0 && (
            <Section id="car-details" title={`${words.One} Details`}>
              <SpecList rows={details} />
            </Section>
          )}
          {specifications.length > 0 && (
            <Section id="all-specifications" title="All Specifications">
              <SpecList rows={specifications} />
            </Section>
          )}
          {tenant.features.priceComparison && priceComparisonApplies(car) && <PriceComparison slug={car.slug} />}
          {usedChecks && <UsedCarChecks checks={usedChecks} title={`Used-${words.One} Checks`} tracking={tracking} />}
          <FinanceSection
            settings={calculatorSettings(finance)}
            price={car.price ?? null}
            lender={lender}
            financeButton={financeBannerButton(actions, car, finance)}
            available={available}
            preApprovalHref={preApprovalHref(car.slug)}
          />
          {fuelCalculatorAvailable(fuel) && (
            <FuelCalculatorIsland props={{ fuel, economy: car.variant?.fuelconsumptioncombined ?? null }} />
          )}
          <DeliveryCalculatorIsland props={{}} />
          <EnquireSection carName={car.name} available={available}>
            {phone && available && <CallDealerBox phone={phone} label={tenant.labels.callDealer} tracking={tracking} />}
          </EnquireSection>
          <LocationSection
            location={{
              name: car.location_name ?? car.location?.name ?? null,
              street: car.location?.address?.street,
              city: car.location?.address?.city ?? car.city,
              state: car.location?.address?.state ?? car.state,
              postcode: car.location?.address?.postcode,
            }}
            dealerLocation={dealerLocation}
            tiles={mapTiles()}
            now={now}
            moreHref={
              tenant.inventory.dealerships.length > 1 && car.dealership_slug && tenant.inventory.dealerships.includes(car.dealership_slug)
                ? `/search/${car.dealership_slug}`
                : null
            }
          />
        </div>
      </div>
      <SimilarCars
        title={`Similar ${words.Many}`}
        result={similar}
        card={cardContext(tenant)}
        now={now}
        fallbackHref={findSimilarHref(car)}
        carousel={tenant.features.resultsCarousel}
      />
      <FeatureBanner tiles={bannerTiles} />
      <RecentlyViewed
        current={viewedCar({
          ...car,
          id: car.objectID,
          // The strip's cards are small: the thumbnail when the feed has one.
          primary_image_url: car.images[0]?.image.thumb?.url ?? car.primary_image_url ?? car.images[0]?.image.url,
        })}
      />
      <StickyCarHeaderIsland
        title={car.name}
        price={available ? <PriceBlock price={price} teaser={teaser} compact /> : <span className="font-bold text-red-700">SOLD</span>}
        action={
          <a href={available ? '#enquire' : findSimilarHref(car)} className="btn btn-solid">
            {available ? 'Enquire Now' : 'Find Me Something Similar'}
          </a>
        }
      />
      <MobileActionBar
        actions={mobileBarActions(actions)}
        phone={phone}
        tracking={tracking}
        price={<PriceBlock price={price} teaser={teaser} compact />}
      />
    </LeadFormProvider>
  )
}
