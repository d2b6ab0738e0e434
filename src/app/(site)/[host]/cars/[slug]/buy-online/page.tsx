export { default } from '../checkout/page'
