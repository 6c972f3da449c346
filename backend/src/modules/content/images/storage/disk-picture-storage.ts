import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type Readable } from 'node:stream';
import send from 'send';
import { answerPictureError, PICTURE_MAX_AGE_SECONDS, type PictureStorage } from './picture-storage.js';

/**
 * Pictures as files in one folder (DATA_DIR/images): one machine, or several sharing the folder on a volume.
 */
export class DiskPictureStorage implements PictureStorage {
  readonly description: string;

  constructor(readonly folder: string) {
    this.description = `the folder ${folder}`;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, join(this.folder, name));
  }

  async get(name: string): Promise<Readable | null> {
    return (await this.exists(name)) ? createReadStream(join(this.folder, name)) : null;
  }

  async exists(name: string): Promise<boolean> {
    return stat(join(this.folder, name)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.folder, name), { force: true });
  }

  serve(name: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    // `send` answers conditional and range requests as a static file server would.
    send(request, join(this.folder, name), {
      maxAge: PICTURE_MAX_AGE_SECONDS * 1000,
      immutable: true,
      dotfiles: 'allow',
    })
      .on('error', (error: { status?: number }) =>
        answerPictureError(response, error.status === 404 ? 404 : error.status === 416 ? 416 : 500),
      )
      .pipe(response);
    return Promise.resolve();
  }
}
