/** The part of the `zipcodes` package the delivery estimate uses (it ships no types). */
declare module "zipcodes" {
  type ZipCode = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
  const zipcodes: { lookup(code: string): ZipCode | undefined };
  export default zipcodes;
}
