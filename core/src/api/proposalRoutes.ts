import { defineRoutes } from './route';

export const proposalRoutes = defineRoutes({});
