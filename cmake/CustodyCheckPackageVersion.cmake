# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Run by cpack before it builds a package (CPACK_PRE_BUILD_SCRIPTS). The package's version and
# the git revision the programs print were worked out when CMake configured; a commit triggers
# a new configure, but an edit or a new tag alone do not. A package whose version no longer
# describes its tree (a dirty tree packaged as a release, say) is refused.
if(NOT CPACK_CUSTODY_GIT OR CPACK_CUSTODY_GIT_REVISION STREQUAL "unknown")
    return() # built outside git: the version is the project's
endif()
execute_process(COMMAND "${CPACK_CUSTODY_GIT}" describe --always --dirty
                WORKING_DIRECTORY "${CPACK_CUSTODY_SOURCE_DIR}"
                OUTPUT_VARIABLE custody_now OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE custody_result ERROR_QUIET)
if(custody_result EQUAL 0 AND NOT custody_now STREQUAL CPACK_CUSTODY_GIT_REVISION)
    message(FATAL_ERROR
        "The source tree is now ${custody_now}, but the package would be version "
        "${CPACK_PACKAGE_VERSION} of ${CPACK_CUSTODY_GIT_REVISION}, as CMake found it when it "
        "configured. Run cmake again on the build folder, then cpack.")
endif()
