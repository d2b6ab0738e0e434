export { default, generateMetadata } from '../dealerships/page'
