/** A `route.fulfill()` answer with a JSON body: an envelope, or text passed as it is. */
export const json = (body, status = 200) => ({
  status,
  contentType: 'application/json',
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
