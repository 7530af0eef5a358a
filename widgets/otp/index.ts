export { OtpWidget, OTP_LENGTH } from './otp-widget';
