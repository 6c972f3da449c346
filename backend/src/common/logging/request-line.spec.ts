import {
  type CanActivate,
  Controller,
  Get,
  type INestApplication,
  Injectable,
  Module,
  Param,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { loadConfig } from '../../config/app-config.js';
import { ConfigModule } from '../../config/config.module.js';
import { LoggingModule } from '../logging.module.js';
import { setLogDestination } from './log-destination.js';
import { chooseLogFormat, isNestStartupLine } from './log-format.js';
import { requestLine } from './request-line.js';

const TOKEN = 'Qm9va2luZ0FjY2Vzc1Rva2VuXzMyYnl0ZXNfcmFuZG9t';

describe('chooseLogFormat', () => {
  it('writes coloured lines for a person at a terminal outside production', () => {
    expect(chooseLogFormat({ isTerminal: true, env: 'development' })).toBe('pretty');
    expect(chooseLogFormat({ isTerminal: true, env: 'test' })).toBe('pretty');
  });

  it('writes JSON in production, even at a terminal, and whenever the output is not a terminal', () => {
    expect(chooseLogFormat({ isTerminal: true, env: 'production' })).toBe('json');
    expect(chooseLogFormat({ isTerminal: false, env: 'development' })).toBe('json');
    expect(chooseLogFormat({ isTerminal: false, env: 'test' })).toBe('json');
    expect(chooseLogFormat({ isTerminal: false, env: 'production' })).toBe('json');
  });
});

describe('isNestStartupLine', () => {
  it("picks out Nest's module and route lines, not the product's own", () => {
    expect(isNestStartupLine([{ context: 'RouterExplorer' }, 'Mapped {/api/spaces, GET} route'])).toBe(true);
    expect(isNestStartupLine([{ context: 'InstanceLoader' }, 'AppModule dependencies initialized'])).toBe(true);
    expect(isNestStartupLine([{ context: 'NestApplication' }, 'Nest application successfully started'])).toBe(false);
    expect(isNestStartupLine([{ context: 'SignIn' }, 'Sign-in paused'])).toBe(false);
    expect(isNestStartupLine(['a plain message'])).toBe(false);
  });
});

describe('requestLine', () => {
  it('says method, route pattern, status and time', () => {
    expect(
      requestLine(
        { method: 'GET', url: `/api/bookings/manage/${TOKEN}`, route: '/api/bookings/manage/:token' },
        200,
        12.4,
      ),
    ).toBe('GET /api/bookings/manage/:token 200 12 ms');
  });

  it('shows the redacted URL of a request no route matched', () => {
    expect(requestLine({ method: 'GET', url: `/api/nothing/${TOKEN}?token=abc` }, 404, 1)).toBe(
      'GET /api/nothing/[redacted]?token=[redacted] 404 1 ms',
    );
  });
});

@Injectable()
class RefuseEveryone implements CanActivate {
  canActivate(): boolean {
    throw new UnauthorizedException('Sign in first');
  }
}

@Controller('probe')
class ProbeController {
  @Get('links/:token')
  link(@Param('token') token: string) {
    return { length: token.length };
  }

  @Get('private/:id')
  @UseGuards(RefuseEveryone)
  refused() {
    return {};
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('the request line of the API', () => {
  const lines: Record<string, unknown>[] = [];
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    @Module({ imports: [ConfigModule.forRoot(config), LoggingModule, ProbeModule] })
    class ProbeApp {}
    app = await NestFactory.create(ProbeApp, new FastifyAdapter({ logger: false }), { bufferLogs: true });
    app.useLogger(app.get(Logger));
    app.setGlobalPrefix('api');
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(async () => {
    setLogDestination(undefined);
    await app.close();
  });

  const requestLines = () => lines.filter((line) => line.req !== undefined);

  it('names the route pattern, never the token in the URL, with status and time', async () => {
    lines.length = 0;
    expect((await fetch(`${base}/api/probe/links/${TOKEN}`)).status).toBe(200);
    expect((await fetch(`${base}/api/probe/private/42`)).status).toBe(401);
    expect((await fetch(`${base}/api/probe/nothing-here`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const [link, refused, unknown] = requestLines();
    expect(link).toMatchObject({
      msg: expect.stringMatching(/^GET \/api\/probe\/links\/:token 200 \d+ ms$/),
      route: '/api/probe/links/:token',
      req: { method: 'GET', url: '/api/probe/links/[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    // A request a guard refuses has its route too: it was routed before any guard ran.
    expect(refused).toMatchObject({
      msg: expect.stringMatching(/^GET \/api\/probe\/private\/:id 401 \d+ ms$/),
      route: '/api/probe/private/:id',
    });
    expect(unknown).toMatchObject({ msg: expect.stringMatching(/^GET \/api\/probe\/nothing-here 404 \d+ ms$/) });
    expect(unknown.route).toBeUndefined();
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});
