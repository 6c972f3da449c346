import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { answerFromPrepared } from '../../common/prepared-answers/prepared-answers.js';
import { JSON_CONTENT_TYPE } from '../../common/prepared-answers/prepared-list.js';
import { RequireProofOfWork } from '../../common/proof-of-work/proof-of-work.decorator.js';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import { ContentService } from './content.service.js';
import { NewsletterService } from './newsletter/newsletter.service.js';
import { PublishedContentService } from './published-content.service.js';
import { PublicContentLists } from './public-content-lists.js';
import {
  BlogPostDto,
  BlogPostPageDto,
  CreateContactDto,
  CreateJobApplicationDto,
  EventDto,
  FeaturedQueryDto,
  NewsletterSignupDto,
  SubmissionAcceptedDto,
} from './dto/public-content.dto.js';

@ApiTags('content')
@Controller()
export class ContentController {
  constructor(
    private readonly published: PublishedContentService,
    private readonly forms: ContentService,
    private readonly newsletter: NewsletterService,
    private readonly lists: PublicContentLists,
  ) {}

  @Get('events')
  @ApiOperation({ summary: 'Upcoming events (today in Nairobi or later) by date; ?featured=true for featured ones' })
  @ApiOkResponse({ type: [EventDto] })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  events(
    @Query() query: FeaturedQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    // `/api/events` and `?featured=true` are answered before Nest's pipeline (PublicContentLists); the same bytes here.
    const { all, featured } = this.lists.events;
    return answerFromPrepared(query.featured === true ? featured : all, request, response);
  }

  @Get('blog')
  @ApiOperation({
    summary: 'Published posts whose publish time has come, newest first; ?featured=true for featured ones',
  })
  @ApiOkResponse({ type: [BlogPostDto] })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  blog(
    @Query() query: FeaturedQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    // `/api/blog` and `?featured=true` are answered before Nest's pipeline (PublicContentLists); the same bytes here.
    const { all, featured } = this.lists.posts;
    return answerFromPrepared(query.featured === true ? featured : all, request, response);
  }

  @Get('blog/:slug')
  @ApiOperation({ summary: 'One published post by its slug, with its body as safe HTML' })
  @ApiOkResponse({ type: BlogPostPageDto })
  @ApiNotFoundResponse({ description: 'No published post has this slug' })
  blogPost(@Param('slug') slug: string): Promise<BlogPostPageDto> {
    return this.published.blogPost(slug);
  }

  @Post('contacts')
  @RateLimit('contacts')
  @RequireProofOfWork()
  @ApiOperation({ summary: 'Send a contact inquiry (acknowledged by e-mail, copied to staff)' })
  @ApiCreatedResponse({ type: SubmissionAcceptedDto })
  async contact(@Body() body: CreateContactDto): Promise<SubmissionAcceptedDto> {
    const id = await this.forms.submitContact(body);
    return { success: true, message: "Message Sent Successfully! We'll get back to you within 24 hours.", id };
  }

  @Post('job-applications')
  @RateLimit('job-applications')
  @RequireProofOfWork()
  @ApiOperation({ summary: 'Apply for an opening (acknowledged by e-mail)' })
  @ApiCreatedResponse({ type: SubmissionAcceptedDto })
  async apply(@Body() body: CreateJobApplicationDto): Promise<SubmissionAcceptedDto> {
    const id = await this.forms.submitJobApplication(body);
    return { success: true, message: "Application Submitted Successfully! We'll get back to you within a week.", id };
  }

  @Post('newsletter')
  @RateLimit('newsletter')
  @RequireProofOfWork()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Subscribe to the newsletter (idempotent: 201 when new, 200 when already subscribed)' })
  @ApiOkResponse({ type: SubmissionAcceptedDto })
  async subscribe(
    @Body() body: NewsletterSignupDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SubmissionAcceptedDto> {
    if (await this.newsletter.subscribe(body.email)) response.status(HttpStatus.CREATED);
    return { success: true, message: 'Thank you for subscribing to our newsletter' };
  }
}
