import { defineRoutes } from './route';

export const councilRoutes = defineRoutes({});
