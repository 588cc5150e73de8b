import * as z from 'zod';
import { type ForumTopic, ForumTopicSchema } from '../../entities/forumTopic';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

const TopicListSchema = z.array(ForumTopicSchema);

export async function getLatestTopics(db: Db): Promise<ForumTopic[]> {
  return (await getData(db, keys.latestTopics(), TopicListSchema)) ?? [];
}

export function putLatestTopics(db: Db, topics: ForumTopic[]): Promise<void> {
  return putData(db, keys.latestTopics(), ENTITY.forumTopics, TopicListSchema.parse(topics));
}

/** The forum's proposals category, newest first (the Discussion tab pages through it). */
export async function getProposalTopics(db: Db): Promise<ForumTopic[]> {
  return (await getData(db, keys.proposalTopics(), TopicListSchema)) ?? [];
}

export function putProposalTopics(db: Db, topics: ForumTopic[]): Promise<void> {
  return putData(db, keys.proposalTopics(), ENTITY.forumTopics, TopicListSchema.parse(topics));
}
