import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { MEDIA_IMAGE_URL } from './image-sizes.js';

/**
 * A picture chosen for an event or post: the address an upload answered (POST /api/admin/images), or null/'' to
 * remove it. Only our own uploads are accepted, so a page never embeds a third party's image.
 */
export function ImageField() {
  return applyDecorators(
    ApiPropertyOptional({
      nullable: true,
      type: String,
      description: 'The url an image upload answered; null removes it',
    }),
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    Matches(MEDIA_IMAGE_URL, { message: 'Image must be the address of an uploaded image' }),
  );
}
