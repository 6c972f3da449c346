export * from './account-rules';
export { AccountNameFields, PasswordInputs } from './AccountFields';
