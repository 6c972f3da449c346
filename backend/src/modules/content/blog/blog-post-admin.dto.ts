import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDate, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsListSort, ListQueryDto } from '../../../common/http/list-query.dto.js';
import { Trim, TrimToUndefined } from '../../../common/http/transforms.js';
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from '../entities/blog-post.entity.js';
import { FeaturedField, RequiredTextField } from '../dto/content-field.decorators.js';
import { ImageField } from '../images/image-field.js';

/** draft: staff only; scheduled: published with a publish time still to come; published: on the site. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A post's address on the site: lower-case words and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

export function postStatusOf(post: { published: boolean; publishedAt: Date | null }, now: Date): PostStatus {
  if (!post.published) return 'draft';
  return post.publishedAt && post.publishedAt > now ? 'scheduled' : 'published';
}

export class AdminBlogPostDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty({ description: 'Markdown' }) content!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ enum: BLOG_CATEGORIES, enumName: 'BlogCategory' }) category!: BlogCategory;
  @ApiProperty() featured!: boolean;
  @ApiProperty() published!: boolean;
  @ApiProperty({ enum: POST_STATUSES, enumName: 'PostStatus' }) status!: PostStatus;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) publishedAt!: Date | null;
  @ApiProperty({ nullable: true, type: String }) image!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
}

export function toAdminBlogPostDto(post: BlogPost, now: Date): AdminBlogPostDto {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category as BlogCategory,
    featured: post.featured,
    published: post.published,
    status: postStatusOf(post, now),
    publishedAt: post.publishedAt,
    image: post.image,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

export class CreateBlogPostDto {
  @RequiredTextField('Title', 200) title!: string;

  @ApiPropertyOptional({ description: 'The address on the site (/blog/<slug>); made from the title when blank' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(SLUG_MAX, { message: `Slug must be at most ${SLUG_MAX} characters` })
  @Matches(SLUG_PATTERN, {
    message: 'Slug may hold only lower-case letters, digits and single hyphens between them, e.g. remote-work-tips',
  })
  slug?: string;

  @ApiPropertyOptional({ description: 'The summary lists and link previews show; taken from the body when blank' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Excerpt must be at most 500 characters' })
  excerpt?: string;

  @RequiredTextField('Body', 100_000, {
    trim: false,
    description: 'The article in Markdown (raw HTML is shown as text)',
  })
  content!: string;

  @RequiredTextField('Author', 120) author!: string;

  @ApiProperty({ enum: BLOG_CATEGORIES, enumName: 'BlogCategory' })
  @IsIn(BLOG_CATEGORIES, { message: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category!: BlogCategory;

  @FeaturedField() featured?: boolean;

  @ApiPropertyOptional({ description: 'false (or left out): a draft; true: on the site from publishedAt' })
  @IsOptional()
  @IsBoolean({ message: 'Published must be true or false' })
  published?: boolean;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'When it appears on the site; publishing without one uses the moment of publishing',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null ? null : typeof value === 'string' ? new Date(value) : value,
  )
  @IsDate({ message: 'Publish date must be a date and time, e.g. 2026-12-01T09:00:00+03:00' })
  publishedAt?: Date | null;

  @ImageField() image?: string | null;
}

export class UpdateBlogPostDto extends PartialType(CreateBlogPostDto) {}

export const POST_SORTS = ['publishedAt', 'title', 'category', 'author', 'createdAt', 'updatedAt'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export class BlogPostListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: POST_SORTS, default: 'updatedAt' })
  @IsOptional()
  @IsListSort(POST_SORTS)
  _sort?: PostSort;

  @ApiPropertyOptional({ enum: BLOG_CATEGORIES, enumName: 'BlogCategory' })
  @IsOptional()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category?: BlogCategory;

  @ApiPropertyOptional({ enum: POST_STATUSES, enumName: 'PostStatus' })
  @IsOptional()
  @IsIn(POST_STATUSES, { message: `status must be one of: ${POST_STATUSES.join(', ')}` })
  status?: PostStatus;
}
