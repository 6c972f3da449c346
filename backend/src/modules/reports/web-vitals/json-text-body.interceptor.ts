import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { type Observable } from 'rxjs';
import { type ErrorBody } from '../../../common/http/error-body.js';

/** A page's report is a few hundred bytes; a text body larger than this is refused unread. */
export const JSON_TEXT_BODY_LIMIT = 16 * 1024;

/** What the route reads of the request. */
interface TextBodyRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

const isTextPlain = (type: string | string[] | undefined) =>
  typeof type === 'string' && type.split(';')[0].trim().toLowerCase() === 'text/plain';

const notJson = (): ErrorBody => ({ message: 'The body must be JSON' });

/**
 * Lets a route take JSON sent as `text/plain`, as `navigator.sendBeacon` sends a string. Works before the route's
 * pipes, so the DTO validates the parsed object. Fastify reads a text/plain body as a string (up to the API's body
 * limit); JSON bodies pass untouched.
 */
@Injectable()
export class JsonTextBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<TextBodyRequest>();
    if (isTextPlain(request.headers['content-type'])) {
      const text = typeof request.body === 'string' ? request.body : '';
      if (text.length > JSON_TEXT_BODY_LIMIT) throw new PayloadTooLargeException({ message: 'The body is too large' });
      try {
        request.body = JSON.parse(text) as unknown;
      } catch {
        throw new BadRequestException(notJson());
      }
    }
    return next.handle();
  }
}
