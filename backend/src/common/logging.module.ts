import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * Structured JSON logs (pino) for every process; one line per API request, never with cookies or
 * authorisation headers. Static files of the web front ends are not logged.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.log.level,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-paystack-signature"]', 'res.headers["set-cookie"]'],
          autoLogging: { ignore: (request) => !(request.url ?? '').startsWith('/api') || request.url === '/api/health' },
          customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
        },
      }),
    }),
  ],
})
export class LoggingModule {}
