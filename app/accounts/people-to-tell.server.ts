import type { Db } from "~/db/database.server";
import { may, type Permission } from "./permissions";
import type { Role } from "./roles";

export interface PersonToTell {
  id: number;
  email: string;
  role: Role;
}

/**
 * Everyone on the team who may do `permission`, in the order they joined: whom a feature emails
 * about it (a lead waiting, a low disk, a certificate running out). Asked by permission, so
 * "who hears of it" follows `may` wherever the roles change.
 */
export const peopleWhoMay = (db: Db, permission: Permission): PersonToTell[] =>
  (db.prepare("SELECT id, email, role FROM users ORDER BY id").all() as PersonToTell[]).filter(
    (person) => may(person, permission),
  );
