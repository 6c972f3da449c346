import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { AdminBlogPostDto, CreateBlogPostDto, BlogPostListQueryDto, UpdateBlogPostDto } from './blog-post-admin.dto.js';
import { BlogPostsAdminService } from './blog-posts-admin.service.js';

@ApiTags('admin blog posts')
@Controller('admin/posts')
export class BlogPostsAdminController {
  constructor(private readonly posts: BlogPostsAdminService) {}

  @Get()
  @RequirePermission('blog', 'view')
  @ApiOperation({
    summary:
      'Blog posts, last changed first: a page (X-Total-Count holds the total), searchable by title, excerpt, author or slug, filtered by category and status (draft, scheduled, published)',
  })
  @ApiOkResponse({ type: [AdminBlogPostDto] })
  async list(@Query() query: BlogPostListQueryDto, @Res({ passthrough: true }) response: FastifyReply) {
    return sendPage(response, await this.posts.list(query));
  }

  @Get(':id')
  @RequirePermission('blog', 'view')
  @ApiOperation({ summary: 'One post' })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiNotFoundResponse({ description: 'No such post' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminBlogPostDto> {
    return this.posts.get(id);
  }

  @Post()
  @RequirePermission('blog', 'create')
  @ApiOperation({
    summary: 'Write a post (a draft unless published); a blank slug is made from the title, a taken one is 409',
  })
  @ApiCreatedResponse({ type: AdminBlogPostDto })
  @ApiConflictResponse({ description: 'Another post has this slug' })
  create(@Body() body: CreateBlogPostDto): Promise<AdminBlogPostDto> {
    return this.posts.create(body);
  }

  @Put(':id')
  @RequirePermission('blog', 'edit')
  @ApiOperation({
    summary: 'Change a post (only the fields sent); published true/false publishes or unpublishes it',
  })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiConflictResponse({ description: 'Another post has this slug' })
  @ApiNotFoundResponse({ description: 'No such post' })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateBlogPostDto): Promise<AdminBlogPostDto> {
    return this.posts.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('blog', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a post' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such post' })
  remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.posts.remove(id);
  }
}
