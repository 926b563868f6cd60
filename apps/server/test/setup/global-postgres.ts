import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client';
import { databaseUrl } from '../db-url';

/** Migrates one template database; each test file gets `CREATE DATABASE … TEMPLATE` (milliseconds). */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `chokdee_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openPostgres(databaseUrl(base, name), 2);
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
