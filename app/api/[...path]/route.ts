import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";

/** Any /api/ address no route answers: a JSON 404, not the shop's HTML page. */
const unknownEndpoint = route({}, async () => {
  throw new AppError(404, "not_found", "There is no API endpoint at this address.");
});

export {
  unknownEndpoint as GET,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
};
