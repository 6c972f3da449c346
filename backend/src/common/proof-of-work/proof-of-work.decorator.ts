import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { ProofOfWorkService } from './proof-of-work.service.js';

/** The request header carrying the answer: base64 of `{ challenge, solution }` JSON, as the ALTCHA widget makes it. */
export const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';

/** Checks a route's X-Proof-Of-Work header before the body is validated, stored or mailed. */
@Injectable()
export class ProofOfWorkGuard implements CanActivate {
  constructor(private readonly proofOfWork: ProofOfWorkService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.proofOfWork.check(headerOf(context.switchToHttp().getRequest<FastifyRequest>(), PROOF_OF_WORK_HEADER));
    return true;
  }
}

/**
 * A public form that costs its sender a little work: a solved challenge from GET /api/proof-of-work/challenge in the
 * X-Proof-Of-Work header, each accepted once. A route guard, so the global rate limit counts the request first
 * (refusals included) and the body DTO stays the form's own fields.
 */
export function RequireProofOfWork(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(ProofOfWorkGuard),
    ApiHeader({
      name: PROOF_OF_WORK_HEADER,
      required: true,
      description:
        'A solved challenge from GET /api/proof-of-work/challenge: base64 of `{"challenge":{"parameters":…,"signature":…},"solution":{"counter":…,"derivedKey":…}}` (what ALTCHA’s widget and altcha-lib’s solveChallenge produce). Accepted once, until the challenge expires. Not needed where the installation sets PROOF_OF_WORK=off.',
    }),
    ApiBadRequestResponse({
      description:
        'The X-Proof-Of-Work header is missing, unreadable, wrong, expired or already used (the message says which), or the body is invalid',
    }),
    ApiServiceUnavailableResponse({
      description: 'The answer could not be recorded as used (the database is unreachable): nothing was taken',
    }),
  );
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
