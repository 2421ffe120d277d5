import { readFile } from 'node:fs/promises';
import { TEXT_MAX_SEGMENTS } from '@tracker/notification/domain/sms/text-budget';
import { describe, expect, it } from 'vitest';
import { BUDGET_KB } from '../../web/scripts/bundle-report.mjs';
import {
  loadSources,
  markdownTable,
  readmePath,
  renderBlocks,
  replaceBlocks,
} from '../readme-architecture.mjs';

const readme = await readFile(readmePath, 'utf8');

describe('the README', () => {
  it('holds the generated blocks as the code makes them today (npm run docs:architecture rewrites them)', async () => {
    expect(readme).toBe(replaceBlocks(readme, renderBlocks(await loadSources())));
  });

  it('states the limits the tests hold the code to', () => {
    // The build test's budget for the first JavaScript of a page.
    expect(readme).toContain(`budget ${BUDGET_KB} KB`);
    // What the test that renders every text template allows.
    expect(TEXT_MAX_SEGMENTS).toBe(2);
    expect(readme).toContain('Every text fits at most two SMS segments');
  });
});

describe('the generated blocks', () => {
  const def = (type: string, version = 1) => ({ type, version });
  const sources = {
    publications: {
      identity: [def('identity.user-registered')],
      activity: [def('activity.logged'), def('audit.recorded')],
    },
    subscriptions: { activity: [def('identity.user-registered')], identity: [def('audit.recorded')] },
    routeRules: [{}, {}, {}],
    roles: ['anonymous', 'enrollee'],
  };

  it('draw each publisher, event and consumer, and list them per service', () => {
    const { architecture } = renderBlocks(sources);
    expect(architecture).toContain('p_activity --> e_audit_recorded_v1');
    expect(architecture).toContain('e_audit_recorded_v1 --> c_identity');
    expect(architecture).toContain('p_identity --> e_identity_user_registered_v1');
    expect(architecture).toContain('e_identity_user_registered_v1 --> c_activity');
    // Published and never consumed: drawn without a consumer.
    expect(architecture).not.toMatch(/e_activity_logged_v1 -->/);
    expect(architecture).toContain(
      `**identity**\n\n${markdownTable(['publishes', 'consumes'], [['`identity.user-registered`', '`audit.recorded`']])}`,
    );
    expect(architecture).toContain(
      `**activity**\n\n${markdownTable(
        ['publishes', 'consumes'],
        [
          ['`activity.logged`', '`identity.user-registered`'],
          ['`audit.recorded`', ''],
        ],
      )}`,
    );
  });

  it('name an event with its version only where its type has more than one', () => {
    const { architecture } = renderBlocks({
      ...sources,
      subscriptions: { activity: [def('identity.user-registered', 2)], identity: [def('audit.recorded')] },
    });
    expect(architecture).toContain('`identity.user-registered v1`');
    expect(architecture).toContain('`identity.user-registered v2`');
    expect(architecture).toContain('`audit.recorded`');
  });

  it('count the route × caller cases', () => {
    expect(renderBlocks(sources)['access-matrix']).toBe(
      '`security/route-rules.ts` holds 3 routes and the suite plays two callers (anonymous, enrollee): 6 route × caller cases.',
    );
  });

  it('replace only what is between their markers, at the markers’ indentation', () => {
    const text =
      'intro\n- item\n  <!-- access-matrix:start -->\n  old\n  <!-- access-matrix:end -->\nafter\n';
    expect(replaceBlocks(text, { 'access-matrix': 'new\nlines' })).toBe(
      'intro\n- item\n  <!-- access-matrix:start -->\n  new\n  lines\n  <!-- access-matrix:end -->\nafter\n',
    );
  });

  it('are refused without their markers, or with one twice', () => {
    expect(() => replaceBlocks('no markers', { architecture: 'x' })).toThrow(/architecture:start/);
    const twice = '<!-- architecture:start -->\n<!-- architecture:end -->\n';
    expect(() => replaceBlocks(twice + twice, { architecture: 'x' })).toThrow(/exactly one/);
  });
});
