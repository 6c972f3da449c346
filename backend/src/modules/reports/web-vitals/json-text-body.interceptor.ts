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

/** What the route reads of the request, whichever HTTP adapter made it (no adapter's types). */
interface AnyRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

const isTextPlain = (type: string | string[] | undefined) =>
  typeof type === 'string' && type.split(';')[0].trim().toLowerCase() === 'text/plain';

const notJson = (): ErrorBody => ({ message: 'The body must be JSON' });

/** The unparsed body of a request that no body parser read: the Node request stream itself (Express). */
async function readStream(request: AnyRequest): Promise<string> {
  if (typeof (request as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] !== 'function') return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as unknown as AsyncIterable<Buffer | string>) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > JSON_TEXT_BODY_LIMIT) throw new PayloadTooLargeException({ message: 'The body is too large' });
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Lets a route take JSON sent as `text/plain`, as `navigator.sendBeacon` sends a string. Works before the route's
 * pipes, so the DTO validates the parsed object. With Fastify the text arrives parsed as a string; with Express no
 * parser reads text/plain, so the small body is read from the request stream here. JSON bodies pass untouched.
 */
@Injectable()
export class JsonTextBodyInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<AnyRequest>();
    if (isTextPlain(request.headers['content-type'])) {
      const text = typeof request.body === 'string' ? request.body : await readStream(request);
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
