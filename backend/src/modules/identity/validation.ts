import { PERMISSION_CATALOGUE } from '@coworking/domain';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/** A permission map naming only known resources and actions, each true or false. */
export function IsPermissionMap(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPermissionMap',
      target: target.constructor,
      propertyName,
      options: { message: 'Permissions must map known resources to known actions with true or false', ...options },
      validator: {
        validate(value: unknown) {
          if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
          return Object.entries(value).every(([resource, actions]) => {
            const known = (PERMISSION_CATALOGUE as Record<string, readonly string[]>)[resource];
            if (!known || !actions || typeof actions !== 'object' || Array.isArray(actions)) return false;
            return Object.entries(actions).every(
              ([action, allowed]) => known.includes(action) && typeof allowed === 'boolean',
            );
          });
        },
      },
    });
}
