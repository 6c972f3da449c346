import { CONTACT_SUBJECTS, JOB_POSITIONS } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { BLOG_CATEGORIES } from '../entities/blog-post.entity.js';
import { EVENT_CATEGORIES } from '../entities/event.entity.js';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  OptionalPhoneField,
} from '../../../common/http/contact-field.decorators.js';
import { BooleanQuery, Trim, TrimToUndefined } from '../../../common/http/transforms.js';

export { CONTACT_SUBJECTS, JOB_POSITIONS } from '@coworking/domain';

export class FeaturedQueryDto {
  @ApiPropertyOptional({ description: 'true: featured items only' })
  @IsOptional()
  @BooleanQuery()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;
}

export class EventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: '2026-12-10', description: 'Venue date' }) date!: string;
  @ApiProperty({ example: '18:00 - 20:00' }) time!: string;
  @ApiProperty() location!: string;
  @ApiProperty() capacity!: number;
  @ApiProperty({ example: '0.00', description: 'KES; 0 means free' }) price!: string;
  @ApiProperty({ enum: EVENT_CATEGORIES, enumName: 'EventCategory' }) category!: string;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Its picture (1600 px WebP), or none' })
  image!: string | null;
}

export class BlogPostDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty() content!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ enum: BLOG_CATEGORIES, enumName: 'BlogCategory' }) category!: string;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Its picture (1600 px WebP), or none' })
  image!: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it was published (the date it shows)' })
  publishedAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

/** One published post with its body as HTML, rendered from its Markdown and sanitised by the server. */
export class BlogPostPageDto extends BlogPostDto {
  @ApiProperty({ description: 'The body as safe HTML (rendered from Markdown; raw HTML in the source is text)' })
  contentHtml!: string;
}

/** Who is writing: the public forms' name, e-mail and optional phone. */
export class VisitorDto {
  @FirstNameField() firstName!: string;
  @LastNameField() lastName!: string;
  @EmailField() email!: string;
  @OptionalPhoneField() phone?: string;
}

export class CreateContactDto extends VisitorDto {
  @ApiProperty({ enum: CONTACT_SUBJECTS, default: 'General Inquiry' })
  @Trim()
  @IsIn(CONTACT_SUBJECTS, { message: `Subject must be one of: ${CONTACT_SUBJECTS.join(', ')}` })
  subject: string = 'General Inquiry';

  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'Message is required' }) @MaxLength(5000) message!: string;
}

export class CreateJobApplicationDto extends VisitorDto {
  @ApiProperty({ enum: JOB_POSITIONS })
  @Trim()
  @IsIn(JOB_POSITIONS, { message: `Position must be one of: ${JOB_POSITIONS.join(', ')}` })
  position!: string;

  @ApiPropertyOptional() @TrimToUndefined() @IsOptional() @IsString() @MaxLength(10_000) coverLetter?: string;

  @ApiPropertyOptional({ example: 'https://example.com/cv.pdf' })
  @TrimToUndefined()
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: 'Resume link must be a web address starting with http:// or https://' },
  )
  resumeUrl?: string;
}

export class NewsletterSignupDto {
  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  email!: string;
}

export class SubmissionAcceptedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ format: 'uuid' }) id?: string;
}
