import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
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
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { RequireAnyPermission } from '../../identity/access/access-rule.decorator.js';
import { ImageStore } from './image-store.service.js';
import { uploadedFile } from './uploaded-file.js';

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

@ApiTags('admin images')
@Controller()
export class ImagesAdminController {
  constructor(private readonly images: ImageStore) {}

  @Post('admin/images')
  @RequireAnyPermission(['events', 'create'], ['events', 'edit'], ['blog', 'create'], ['blog', 'edit'])
  @ApiOperation({
    summary:
      'Upload a picture for an event or post (JPEG, PNG or WebP, at most 10 MB; needs events or blog create/edit): stored as three WebP sizes',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: 'No file, not a JPEG/PNG/WebP image, or larger than 10 MB' })
  async upload(@Req() request: FastifyRequest): Promise<UploadedImageDto> {
    return this.images.save(await uploadedFile(request, 'file'));
  }

  @Get('media/images/:name')
  @ApiOperation({ summary: 'An uploaded picture (public; never changes, so cached for a year)' })
  @ApiOkResponse({ description: 'image/webp' })
  async serve(
    @Param('name') name: string,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    // Answered by the picture storage itself (a file or an object), with conditional and range requests.
    response.hijack();
    await this.images.serve(name, request.raw, response.raw);
  }
}
