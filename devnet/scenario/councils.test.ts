import { CouncilProfileSchema } from '@portal/core/entities/council';
import { describe, expect, it } from 'vitest';
import { councilPlans, FOUNDATION_GC_ID } from '../src/scenario/councilPlan';
import { GENESIS_DATE, scenarioDate } from '../src/scenario/timeline';
import { councilProfiles } from './councils';

describe('council profiles', () => {
  const profiles = councilProfiles();

  it('are valid council profiles for the portal', () => {
    for (const profile of profiles) expect(() => CouncilProfileSchema.parse(profile)).not.toThrow();
    expect(new Set(profiles.map((p) => p.id)).size).toBe(profiles.length);
  });

  it('describe every council of the chain, and agree with it on when councils joined and resigned', () => {
    for (const plan of councilPlans) {
      const profile = profiles.find((p) => p.id === plan.councilId);
      expect(profile, `profile of council ${plan.councilId}`).toBeDefined();
      if (plan.joinDay !== undefined) expect(profile!.joined_at).toBe(scenarioDate(plan.joinDay));
      else expect(profile!.joined_at! < GENESIS_DATE).toBe(true);
      expect(profile!.resigned_at).toBe(plan.resignDay === undefined ? null : scenarioDate(plan.resignDay));
    }
    // A council without a plan left before the devnet's history began.
    for (const profile of profiles.filter((p) => !councilPlans.some((plan) => plan.councilId === p.id))) {
      expect(profile.resigned_at! < GENESIS_DATE).toBe(true);
    }
  });

  it('mark the foundation, the newly joined and the onboarding councils', () => {
    expect(profiles.filter((p) => p.site_conf.isFoundation).map((p) => p.id)).toEqual([FOUNDATION_GC_ID]);
    expect(profiles.filter((p) => p.site_conf.status === 'New').length).toBeGreaterThanOrEqual(2);
    expect(profiles.filter((p) => p.site_conf.status === 'OnBoarding').length).toBeGreaterThanOrEqual(2);
    expect(profiles.filter((p) => p.resigned_at !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('carry a markdown description and an inline thumbnail', () => {
    for (const profile of profiles) {
      expect(profile.description).toMatch(/^## About /);
      expect(profile.thumbnail).toMatch(/^data:image\/svg\+xml/);
    }
  });
});
