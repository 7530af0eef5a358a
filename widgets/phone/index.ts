export { PhoneWidget } from './phone-widget';
