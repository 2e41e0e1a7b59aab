import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolationsWithoutToasts,
  listProfile,
  mailsTo,
  postJob,
  signedInContext,
  test,
  unique,
} from './fixtures';

/** A word the directory's full-text search keeps as it is (letters only). */
const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
/** The open thread's messages. */
const history = (page: Page) => page.getByRole('log', { name: 'Message history' });

test.describe('conversations', () => {
  test('invite from the directory, live unread badge, accept into a prefilled Apply, live messages with Seen, block', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const companyName = `Northwind ${unique()}`;
    const company = await signedInContext(browser, baseURL!, 'company', { companyName });
    const firstName = uniqueWord('Ines');
    const lastName = uniqueWord('Moreau');
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', { firstName, lastName });
    await listProfile(facilitator.page, baseURL!, { firstName, lastName, location: 'Lyon, France' });
    const jobTitle = `Strategy offsite facilitator ${unique()}`;
    const job = await postJob(company.page, { title: jobTitle });

    // The facilitator is on their dashboard, nothing unread yet.
    const fp = facilitator.page;
    await fp.goto('/facilitator/dashboard');
    await expect(messagesLink(fp)).toHaveAccessibleName('Messages');

    // The company finds them in the directory and invites them to apply.
    const cp = company.page;
    await cp.goto(`/facilitators?q=${lastName}`);
    const card = cp
      .getByRole('list', { name: 'Facilitators' })
      .getByRole('listitem')
      .filter({ hasText: `${firstName} ${lastName}` });
    await card.getByRole('button', { name: 'Invite to apply' }).click();
    const invite = cp.getByRole('dialog', { name: /Invite/ });
    await invite.getByLabel('Job').selectOption({ label: jobTitle });
    await invite.getByLabel('Note').fill(`Hi ${firstName}, we would love you to run our strategy offsite.`);
    await expectNoA11yViolationsWithoutToasts(cp);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Invitation sent')).toBeVisible();

    // The facilitator's badge turns up without a reload; the thread shows the invitation.
    await expect(messagesLink(fp)).toHaveAccessibleName('Messages, 1 unread');
    await messagesLink(fp).click();
    await expect(fp.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await fp
      .getByRole('link', { name: new RegExp(companyName) })
      .first()
      .click();
    await expect(history(fp).getByText('we would love you to run our strategy offsite')).toBeVisible();
    await expect(messagesLink(fp)).toHaveAccessibleName('Messages');
    await expectNoA11yViolationsWithoutToasts(fp);
    const threadUrl = fp.url();

    // The company sees the invitation as seen.
    await cp.goto(threadUrl.replace(/^https?:\/\/[^/]+/, ''));
    await expect(history(cp).getByText('Seen', { exact: true }).first()).toBeVisible();

    // Accept opens the Apply dialog, prefilled for that job.
    await fp.getByRole('button', { name: 'Accept' }).click();
    await expect(fp).toHaveURL(new RegExp(`/jobs/${job.id}`));
    const apply = fp.getByRole('dialog');
    await expect(apply.getByLabel('Cover letter')).toHaveValue(
      new RegExp(`^Thank you for inviting me to apply for ${jobTitle}`),
    );
    await apply.getByRole('button', { name: 'Cancel' }).click();

    // Both sides write, live, and "Seen" appears under the company's message once the facilitator read it.
    await fp.goto(threadUrl.replace(/^https?:\/\/[^/]+/, ''));
    await expect(history(fp).getByText('we would love you to run our strategy offsite')).toBeVisible();
    const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
    await composer(cp).fill('Great! Does the 14th work for a call? See https://example.com/agenda');
    await composer(cp).press('Enter');
    await expect(history(fp).getByText('Does the 14th work for a call?')).toBeVisible();
    const link = history(fp).getByRole('link', { name: 'https://example.com/agenda' });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(history(cp).getByText('Seen', { exact: true })).toBeVisible();
    await composer(fp).fill('The 14th works.');
    await composer(fp).press('Shift+Enter');
    await composer(fp).pressSequentially('Morning is best.');
    await fp.getByRole('button', { name: 'Send' }).click();
    await expect(history(cp).getByText(/The 14th works\.\s+Morning is best\./)).toBeVisible();

    // The facilitator blocks the company: it cannot send any more, and the thread leaves their inbox.
    await fp.getByRole('button', { name: 'More' }).click();
    await fp.getByRole('menuitem', { name: `Block ${companyName}` }).click();
    await fp.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(fp.getByText(`You blocked ${companyName}. Unblock them to send messages.`)).toBeVisible();
    await cp.reload();
    await expect(cp.getByText(`${firstName} ${lastName} is not accepting messages from you.`)).toBeVisible();
    await expect(composer(cp)).toHaveCount(0);
    const refused = await cp.request.post(`/api/conversations/${threadUrl.split('/').pop()}/messages`, {
      headers: { origin: baseURL! },
      data: { body: 'Still there?' },
    });
    expect(refused.status()).toBe(403);
    await fp.goto('/messages');
    await expect(fp.getByRole('link', { name: new RegExp(companyName) })).toHaveCount(0);

    await company.context.close();
    await facilitator.context.close();
  });

  test('a message left unread is mailed once', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const company = await signedInContext(browser, baseURL!, 'company', {
      companyName: `Tidewater ${unique()}`,
    });
    const firstName = uniqueWord('Pia');
    const lastName = uniqueWord('Berg');
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', { firstName, lastName });
    const facilitatorId = await listProfile(facilitator.page, baseURL!, {
      firstName,
      lastName,
      location: 'Malmö, Sweden',
    });
    await facilitator.context.close();
    // A second facilitator, away as well, to whom the company writes last (see below).
    const controlNames = { firstName: uniqueWord('Ola'), lastName: uniqueWord('Lund') };
    const control = await signedInContext(browser, baseURL!, 'facilitator', controlNames);
    const controlId = await listProfile(control.page, baseURL!, {
      ...controlNames,
      location: 'Oslo, Norway',
    });
    await control.context.close();

    // The company writes from the facilitator's profile; the facilitator is away.
    const cp = company.page;
    await cp.goto(`/facilitators/${facilitatorId}`);
    await cp.getByRole('button', { name: `Contact ${firstName}` }).click();
    const dialog = cp.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill('Hello! Are you free for a team retrospective in May?');
    await dialog.getByRole('button', { name: /Send/ }).click();
    await expect(cp).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(history(cp).getByText('Are you free for a team retrospective in May?')).toBeVisible();
    const composer = cp.getByRole('textbox', { name: 'Message' });
    await composer.fill('And a second question about the budget.');
    await composer.press('Enter');
    await expect(history(cp).getByText('And a second question about the budget.')).toBeVisible();
    // Then to the second facilitator. The queue runs the mail checks of messages one after another, oldest
    // first (and the mails they send likewise): once this message's mail is out, the second message's check
    // has run, and a mail of its own would be out before.
    const started = await cp.request.post('/api/conversations', {
      headers: { origin: baseURL! },
      data: { to: controlId, body: 'Hello! Are you free in June?' },
    });
    expect(started.status(), await started.text()).toBe(201);

    // MESSAGE_MAIL_DELAY_S is short on the e2e server: the mail comes, one for both messages.
    await expect.poll(() => mailsTo(facilitator.email, /message/i).length, { timeout: 30_000 }).toBe(1);
    const [mail] = mailsTo(facilitator.email, /message/i);
    expect(mail).toContain('Are you free for a team retrospective in May?');
    expect(mail).not.toContain(company.email);
    await expect.poll(() => mailsTo(control.email, /message/i).length, { timeout: 30_000 }).toBe(1);
    expect(mailsTo(facilitator.email, /message/i)).toHaveLength(1);
    await company.context.close();
  });
});
