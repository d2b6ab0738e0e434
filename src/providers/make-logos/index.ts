// Make artwork for the make-logo library. Offline: the vehicle makes in simple-icons (CC0 SVG
// paths in each brand's colour, an npm package, so nothing is downloaded at run time). Curated
// by hand, because a name alone can match another company's mark ("Lucid", "Husqvarna").
// Production may add a licensed vehicle-data provider's logo set behind the same function; a make
// neither holds is drawn as a wordmark by the route.
import * as si from 'simple-icons'

type Artwork = { readonly title: string; readonly path: string; readonly hex: string }

const ARTWORK: Readonly<Record<string, Artwork>> = {
  acura: si.siAcura,
  'aston-martin': si.siAstonmartin,
  audi: si.siAudi,
  bentley: si.siBentley,
  bmw: si.siBmw,
  bugatti: si.siBugatti,
  cadillac: si.siCadillac,
  chevrolet: si.siChevrolet,
  chrysler: si.siChrysler,
  citroen: si.siCitroen,
  dacia: si.siDacia,
  daf: si.siDaf,
  ducati: si.siDucati,
  ferrari: si.siFerrari,
  fiat: si.siFiat,
  ford: si.siFord,
  honda: si.siHonda,
  hyundai: si.siHyundai,
  infiniti: si.siInfiniti,
  iveco: si.siIveco,
  jeep: si.siJeep,
  kia: si.siKia,
  ktm: si.siKtm,
  lamborghini: si.siLamborghini,
  mahindra: si.siMahindra,
  man: si.siMan,
  maserati: si.siMaserati,
  mazda: si.siMazda,
  mclaren: si.siMclaren,
  mg: si.siMg,
  mini: si.siMini,
  mitsubishi: si.siMitsubishi,
  nissan: si.siNissan,
  opel: si.siOpel,
  peugeot: si.siPeugeot,
  polestar: si.siPolestar,
  porsche: si.siPorsche,
  proton: si.siProton,
  ram: si.siRam,
  renault: si.siRenault,
  'rolls-royce': si.siRollsroyce,
  scania: si.siScania,
  seat: si.siSeat,
  skoda: si.siSkoda,
  smart: si.siSmart,
  subaru: si.siSubaru,
  suzuki: si.siSuzuki,
  tata: si.siTata,
  tesla: si.siTesla,
  toyota: si.siToyota,
  vespa: si.siVespa,
  volkswagen: si.siVolkswagen,
  volvo: si.siVolvo,
  yamaha: si.siYamahamotorcorporation,
}

/** The library's artwork for a make key (see makeLogoKey), or undefined when it has none. */
export function makeArtwork(key: string): Artwork | undefined {
  return Object.hasOwn(ARTWORK, key) ? ARTWORK[key] : undefined
}
