// /sell-your-car: the other name shoppers and old links use for /sell-my-car.
import { permanentRedirect } from 'next/navigation'
import { SELL_MY_CAR } from '@/src/domain/trade-in/wizard'

export default function SellYourCarPage(): never {
  permanentRedirect(SELL_MY_CAR)
}
