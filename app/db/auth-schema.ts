/** Tables of the authentication library (accounts issue). */
export {};
