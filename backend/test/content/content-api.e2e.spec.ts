import { demoBlogPosts, demoEvents } from '../../src/database/seeders/demo-content.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { postWithProofOfWork } from '../support/proof-of-work.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the public content API', () => {
  let testApp: TestApp;
  const get = async <T>(path: string) => {
    const response = await fetch(`${testApp.api}${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  const post = async <T>(path: string, body: unknown) => {
    const response = await postWithProofOfWork(testApp.api, path, body);
    return { status: response.status, body: (await response.json()) as T };
  };
  const outboxFor = (recipient: string) =>
    testApp.em().find(MailOutbox, { recipient }, { orderBy: { templateName: 'asc' } });

  beforeAll(async () => {
    testApp = await createTestApp({ SEED_DEMO: 'true', STAFF_EMAIL: 'staff@syokimau.test' });
  });
  afterAll(() => testApp.close());

  it('lists events by date, and only featured ones with ?featured=true', async () => {
    const all = await get<{ date: string; featured: boolean; price: string }[]>('/events');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(demoEvents.length);
    expect(all.body.map((event) => event.date)).toEqual([...all.body.map((event) => event.date)].sort());
    const featured = await get<{ featured: boolean }[]>('/events?featured=true');
    expect(featured.body).toHaveLength(demoEvents.filter((event) => event.featured).length);
    expect(featured.body.every((event) => event.featured)).toBe(true);
    expect((await get<{ message: string }>('/events?featured=maybe')).body.message).toBe(
      'featured must be true or false',
    );
  });

  it('lists published posts only, newest first; drafts stay hidden', async () => {
    const posts = await get<{ slug: string; createdAt: string }[]>('/blog');
    const draft = demoBlogPosts.find((post) => !post.published)!;
    expect(posts.body).toHaveLength(demoBlogPosts.filter((post) => post.published).length);
    expect(posts.body.map((post) => post.slug)).not.toContain(draft.slug);
    expect(posts.body.map((post) => post.createdAt)).toEqual(
      [...posts.body.map((post) => post.createdAt)].sort().reverse(),
    );
    const featured = await get<{ slug: string }[]>('/blog?featured=true');
    expect(featured.body.map((post) => post.slug).sort()).toEqual(
      demoBlogPosts
        .filter((post) => post.published && post.featured)
        .map((post) => post.slug)
        .sort(),
    );
  });

  it('takes a contact inquiry, and stages the acknowledgement and the staff copy with it', async () => {
    const sent = await post<{ success: boolean; id: string }>('/contacts', {
      firstName: 'Njeri',
      lastName: 'Wambui',
      email: 'njeri@example.com',
      subject: 'Event Booking',
      message: 'Can I book the hall?',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.success).toBe(true);
    expect((await outboxFor('njeri@example.com')).map((row) => row.templateName)).toEqual(['contact-acknowledged']);
    const staffCopy = (await outboxFor('staff@syokimau.test')).find((row) => row.templateName === 'contact-staff-copy');
    expect(staffCopy?.variables).toMatchObject({
      firstName: 'Njeri',
      subject: 'Event Booking',
      body: 'Can I book the hall?',
    });
  });

  it('refuses an incomplete inquiry with the field’s message and writes nothing', async () => {
    const before = await testApp.em().count(MailOutbox);
    expect(
      await post('/contacts', {
        firstName: ' ',
        lastName: 'W',
        email: 'n@example.com',
        subject: 'General Inquiry',
        message: 'Hi',
      }),
    ).toMatchObject({ status: 400, body: { message: 'First name is required' } });
    expect(
      await post('/contacts', {
        firstName: 'N',
        lastName: 'W',
        email: 'not-an-email',
        subject: 'General Inquiry',
        message: 'Hi',
      }),
    ).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } });
    expect(
      await post('/contacts', {
        firstName: 'N',
        lastName: 'W',
        email: 'n@example.com',
        subject: 'Spam',
        message: 'Hi',
      }),
    ).toMatchObject({ status: 400 });
    expect(await testApp.em().count(MailOutbox)).toBe(before);
  });

  it('takes a job application for one of the openings', async () => {
    const applied = await post<{ success: boolean }>('/job-applications', {
      position: 'Community Manager',
      firstName: 'Otieno',
      lastName: 'Odhiambo',
      email: 'otieno@example.com',
      resumeUrl: 'https://example.com/cv.pdf',
      coverLetter: '',
    });
    expect(applied.status).toBe(201);
    expect((await outboxFor('otieno@example.com')).map((row) => row.templateName)).toEqual([
      'job-application-received',
    ]);
    expect(
      (
        await post<{ message: string }>('/job-applications', {
          position: 'Astronaut',
          firstName: 'O',
          lastName: 'O',
          email: 'o@example.com',
        })
      ).body.message,
    ).toBe('Position must be one of: Community Manager, Operations Coordinator, Marketing Intern');
  });

  it('subscribes to the newsletter once, however often the address is sent', async () => {
    expect(await post('/newsletter', { email: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter your email address' },
    });
    expect(await post('/newsletter', { email: 'no at sign' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    expect((await post('/newsletter', { email: 'Reader@Example.com' })).status).toBe(201);
    expect((await post('/newsletter', { email: 'reader@example.com' })).status).toBe(200);
    const [{ count }] = await testApp
      .em()
      .execute<{ count: string }[]>(`select count(*) from newsletters where email = 'reader@example.com'`);
    expect(Number(count)).toBe(1);
    expect((await outboxFor('reader@example.com')).map((row) => row.templateName)).toEqual(['newsletter-welcome']);
  });
});
