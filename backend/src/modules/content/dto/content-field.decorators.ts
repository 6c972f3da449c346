import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/http/transforms.js';

/**
 * The fields events and blog posts share in the admin's forms. The validation pipe shows one message per field: that
 * of the failing validator listed last.
 */

/**
 * A required text: '<Label> is required' when it is missing, blank or not text, else '<Label> must be at most
 * 5,000 characters' when it is too long.
 */
export function RequiredTextField(
  label: string,
  maxLength: number,
  { trim = true, description }: { trim?: boolean; description?: string } = {},
) {
  const required = `${label} is required`;
  return applyDecorators(
    ApiProperty(description ? { description } : {}),
    ...(trim ? [Trim()] : []),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength.toLocaleString('en-US')} characters` }),
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
  );
}

/** Whether the site shows it first: false when left out. */
export function FeaturedField() {
  return applyDecorators(
    ApiPropertyOptional({ description: 'false when left out' }),
    IsBoolean({ message: 'Featured must be true or false' }),
    IsOptional(),
  );
}
