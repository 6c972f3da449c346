export * from './password-rules';
export { PasswordInputs } from './PasswordFields';
