/** H5 renders NutUI's icon tag (<i>) as it is: nothing to configure (see icons.weapp.ts). */
export {}
