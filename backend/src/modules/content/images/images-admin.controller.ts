import {
  type CallHandler,
  Controller,
  type ExecutionContext,
  Get,
  Injectable,
  type NestInterceptor,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { type Response } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import { RequireAnyPermission } from '../../identity/access/access-rule.decorator.js';
import { MAX_IMAGE_BYTES } from './image-sizes.js';
import { ImageStore, tooLarge, type UploadedImage } from './image-store.service.js';

class ImageSizesDto {
  @ApiProperty({ example: '/api/media/images/…-small.webp', description: '480 px wide (or the original width)' })
  small!: string;
  @ApiProperty({ description: '960 px wide (or the original width)' }) medium!: string;
  @ApiProperty({ description: '1600 px wide (or the original width)' }) large!: string;
}

export class UploadedImageDto {
  @ApiProperty({ description: 'The address to store as an event or post image (the large size)' }) url!: string;
  @ApiProperty({ type: ImageSizesDto }) sizes!: ImageSizesDto;
}

/** Multer stops reading at the size limit with a 413; staff get the same 400 as every other refused upload. */
@Injectable()
class TooLargeAsBadRequest implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() => (error instanceof PayloadTooLargeException ? tooLarge() : error)),
        ),
      );
  }
}

@ApiTags('admin images')
@Controller()
export class ImagesAdminController {
  constructor(private readonly images: ImageStore) {}

  @Post('admin/images')
  @RequireAnyPermission(['events', 'create'], ['events', 'edit'], ['blog', 'create'], ['blog', 'edit'])
  @UseInterceptors(
    TooLargeAsBadRequest,
    // One byte over the limit is enough for multer to stop reading and say so.
    FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }),
  )
  @ApiOperation({
    summary:
      'Upload a picture for an event or post (JPEG, PNG or WebP, at most 10 MB; needs events or blog create/edit): stored as three WebP sizes',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: 'No file, not a JPEG/PNG/WebP image, or larger than 10 MB' })
  upload(@UploadedFile() file: UploadedImage | undefined): Promise<UploadedImageDto> {
    return this.images.save(file);
  }

  @Get('media/images/:name')
  @ApiOperation({ summary: 'An uploaded picture (public; never changes, so cached for a year)' })
  @ApiOkResponse({ description: 'image/webp' })
  serve(@Param('name') name: string, @Res() response: Response): void {
    const file = this.images.fileOf(name);
    if (!file) throw new NotFoundException('No such image');
    response.sendFile(file, { maxAge: 365 * 24 * 3600 * 1000, immutable: true, dotfiles: 'allow' }, (error) => {
      if (error && !response.headersSent) response.status(404).json({ message: 'No such image' });
    });
  }
}
