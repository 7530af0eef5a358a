export { LogoUploadWidget, LOGO_TYPES } from './logo-upload-widget';
