// How the change history names the recommendations survey answers promised: by the person who
// answered (her email row, the users feature's email_rows).
import { ERASED_PERSON, nameAuditSubjects, numericSubject } from '../audit/api.js';
import { sql } from '../../db/sql.js';

/** Registers the namer with the change history (the survey feature's start). */
export function nameSurveyAuditSubjects(): void {
  nameAuditSubjects('survey-follow-up', {
    pattern: numericSubject,
    names: (subjects) =>
      sql<{ subject: string; name: string }>`SELECT f.id::text AS subject, ('Recommendation for ' || COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), ${ERASED_PERSON}::text))::text AS name
           FROM survey_follow_up f JOIN survey_response r ON r.id = f."surveyResponseId" JOIN email_rows u ON u.id = r."userId"
          WHERE f.id = ANY(${subjects}::bigint[])`,
  });
}
