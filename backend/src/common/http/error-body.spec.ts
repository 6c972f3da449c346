import { Body, Controller, Get, type INestApplication, Module, NotFoundException, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { DomainError, type DomainErrorKind } from '../errors/domain-error.js';
import { HttpExceptionFilter } from './http-exception.filter.js';
import { createValidationPipe, NOT_FOUND_WHEN_INVALID } from './validation.pipe.js';

/** A module's typed error, as booking's or payment's are. */
class ProbeError extends DomainError<'seat-taken' | 'too-early' | 'not-yours'> {
  readonly module = 'probe';
}

const PROBE_ERRORS: Record<string, [ProbeError, number]> = {
  conflict: [new ProbeError('seat-taken', 'conflict', 'That seat was taken just now.'), 409],
  invalid: [
    new ProbeError('too-early', 'invalid', 'Please choose a later date.', { date: 'Please choose a later date.' }),
    400,
  ],
  forbidden: [new ProbeError('not-yours', 'forbidden', 'You may not change this booking.'), 403],
};

class ContactDto {
  @IsNotEmpty({ message: 'First name is required' })
  firstName!: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;
}

class BookingDto {
  @Type(() => Number)
  @IsInt()
  @Min(1, { message: 'Duration must be at least 1' })
  @Max(24, { message: 'Duration must be at most 24' })
  duration!: number;

  @ValidateNested()
  @Type(() => ContactDto)
  contact!: ContactDto;
}

class SpaceRefDto {
  @IsUUID('all', { message: 'Space not found', context: NOT_FOUND_WHEN_INVALID })
  spaceId!: string;
}

@Controller('probe')
class ProbeController {
  @Post('space')
  space(@Body() body: SpaceRefDto) {
    return body;
  }

  @Post('booking')
  book(@Body() body: BookingDto) {
    return { received: body, durationType: typeof body.duration };
  }

  @Get('missing')
  missing() {
    throw new NotFoundException('Space not found');
  }

  @Get('duplicate')
  duplicate() {
    throw new UniqueConstraintViolationException(
      Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
        code: '23505',
      }),
    );
  }

  @Get('overlap')
  overlap() {
    throw Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' });
  }

  @Get('malformed')
  malformed() {
    throw Object.assign(new Error('invalid input syntax for type uuid: "abc"'), { code: '22P02' });
  }

  @Get('domain/:kind')
  domain(@Param('kind') kind: DomainErrorKind) {
    throw PROBE_ERRORS[kind][0];
  }

  @Get('bug')
  bug() {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('error bodies', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create(ProbeModule, new FastifyAdapter(), { logger: false });
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new HttpExceptionFilter());
    await app.listen(0, '127.0.0.1');
    base = `${await app.getUrl()}/probe`;
  });
  afterAll(() => app.close());

  const post = (body: unknown) =>
    fetch(`${base}/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers invalid fields with 400, the first message as headline and one message per field', async () => {
    const response = await post({ duration: 30, contact: { firstName: '', email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Duration must be at most 24',
      errors: {
        duration: 'Duration must be at most 24',
        'contact.firstName': 'First name is required',
        'contact.email': 'Please enter a valid email address',
      },
    });
  });

  it('refuses fields the endpoint does not know instead of silently dropping them', async () => {
    const response = await post({
      duration: 2,
      contact: { firstName: 'Achieng', email: 'achieng@example.com' },
      price: 1,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'property price should not exist',
      errors: { price: 'property price should not exist' },
    });
  });

  it('accepts a valid body and converts types', async () => {
    const response = await post({ duration: '2', contact: { firstName: 'Achieng', email: 'achieng@example.com' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ durationType: 'number' });
  });

  it('answers an id that cannot name anything with 404 when its field says so', async () => {
    const response = await fetch(`${base}/space`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ spaceId: 'not-a-space' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Space not found', errors: { spaceId: 'Space not found' } });
  });

  it('keeps the message of thrown HTTP errors', async () => {
    const response = await fetch(`${base}/missing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Space not found' });
  });

  it("answers a module's domain error with the status of its kind, its message and its field messages", async () => {
    for (const [kind, [error, status]] of Object.entries(PROBE_ERRORS)) {
      const response = await fetch(`${base}/domain/${kind}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(
        error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
      );
    }
  });

  it('turns database refusals into 409 conflicts a person can act on', async () => {
    const duplicate = await fetch(`${base}/duplicate`);
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: 'A record with these details already exists.' });
    const overlap = await fetch(`${base}/overlap`);
    expect(overlap.status).toBe(409);
    expect(await overlap.json()).toEqual({ message: 'That time is no longer available. Please pick another slot.' });
  });

  it('answers values PostgreSQL cannot read with 400, not 500', async () => {
    const response = await fetch(`${base}/malformed`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Some of the values given are not in a form we can read.' });
  });

  it('hides the internals of a bug behind a plain 500', async () => {
    const response = await fetch(`${base}/bug`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(`${base}/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"duration": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: unknown }).message).toEqual(expect.any(String));
  });
});
