# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Desktop integration, man pages, privileges (polkit) and the Debian package (cpack -G DEB).
# Sources are in packaging/; see README.md, "Packages".
set(CUSTODY_PACKAGING_DIR ${PROJECT_SOURCE_DIR}/packaging)
set(CUSTODY_APP_ID org.custody.Custody)
set(packaging_out ${PROJECT_BINARY_DIR}/packaging)

# Who builds the package. A lab that builds its own package sets these on the cmake command line.
set(CUSTODY_PACKAGE_MAINTAINER "Custody maintainers <maintainers@custody.invalid>"
    CACHE STRING "Maintainer field of the Debian package and its changelog")
set(CUSTODY_HOMEPAGE "https://custody.invalid/" CACHE STRING "Homepage field of the Debian package")

# string(TIMESTAMP) of a given Unix time (UTC): it reads the time from SOURCE_DATE_EPOCH.
function(custody_format_time epoch format out)
    set(saved "$ENV{SOURCE_DATE_EPOCH}")
    set(ENV{SOURCE_DATE_EPOCH} "${epoch}")
    string(TIMESTAMP value "${format}" UTC)
    set(ENV{SOURCE_DATE_EPOCH} "${saved}")
    if(saved STREQUAL "")
        unset(ENV{SOURCE_DATE_EPOCH})
    endif()
    set(${out} "${value}" PARENT_SCOPE)
endfunction()

# The package's version and dates. A clean build of the release tag v<version> is <version>;
# any other commit is a snapshot, <version>~git<YYYYMMDD>.<HHMMSS>.<revision> (the commit's
# time, UTC), which sorts before the release and after earlier snapshots, so that apt upgrades
# a lab's snapshot to a later one and to the release; ".dirty" marks uncommitted changes. A
# source tarball (no git) is the release. The changelog and metainfo dates are
# SOURCE_DATE_EPOCH when set (reproducible builds), else the commit's, else today.
set(CUSTODY_DEBIAN_RELEASE 1)
string(TIMESTAMP custody_now "%s" UTC)
set(custody_dated ${custody_now})
if(DEFINED ENV{SOURCE_DATE_EPOCH})
    set(custody_dated $ENV{SOURCE_DATE_EPOCH})
elseif(CUSTODY_GIT_COMMIT_EPOCH)
    set(custody_dated ${CUSTODY_GIT_COMMIT_EPOCH})
endif()
custody_format_time(${custody_dated} "%Y-%m-%d" CUSTODY_RELEASE_DATE)
custody_format_time(${custody_dated} "%a, %d %b %Y %H:%M:%S +0000" CUSTODY_CHANGELOG_DATE)
set(CUSTODY_PACKAGE_VERSION ${PROJECT_VERSION})
if(CUSTODY_GIT_SHORT_REVISION AND (CUSTODY_GIT_DIRTY OR NOT CUSTODY_GIT_AT_RELEASE_TAG))
    custody_format_time(${CUSTODY_GIT_COMMIT_EPOCH} "%Y%m%d.%H%M%S" custody_commit_time)
    string(APPEND CUSTODY_PACKAGE_VERSION "~git${custody_commit_time}.${CUSTODY_GIT_SHORT_REVISION}")
    if(CUSTODY_GIT_DIRTY)
        string(APPEND CUSTODY_PACKAGE_VERSION ".dirty")
    endif()
endif()
set(CUSTODY_DEBIAN_VERSION ${CUSTODY_PACKAGE_VERSION}-${CUSTODY_DEBIAN_RELEASE})
message(STATUS "Custody package version ${CUSTODY_DEBIAN_VERSION}")

# Man pages (man(7) troff in packaging/man), compressed as Debian policy wants.
find_program(GZIP_PROGRAM gzip REQUIRED)
set(custody_man_pages custody-cli.1)
if(CUSTODY_GUI)
    list(APPEND custody_man_pages custody.1)
endif()
set(custody_man_outputs)
foreach(page IN LISTS custody_man_pages)
    add_custom_command(OUTPUT ${packaging_out}/man/${page}.gz
        COMMAND ${CMAKE_COMMAND} -E make_directory ${packaging_out}/man
        COMMAND ${GZIP_PROGRAM} -9n -c ${CUSTODY_PACKAGING_DIR}/man/${page}
                > ${packaging_out}/man/${page}.gz
        DEPENDS ${CUSTODY_PACKAGING_DIR}/man/${page} VERBATIM)
    list(APPEND custody_man_outputs ${packaging_out}/man/${page}.gz)
    install(FILES ${packaging_out}/man/${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endforeach()

# The Debian changelog and copyright that every package carries in /usr/share/doc/custody. The
# changelog's newest entry carries the package's version, maintainer and date.
configure_file(${CUSTODY_PACKAGING_DIR}/debian/changelog.in ${packaging_out}/changelog @ONLY)
add_custom_command(OUTPUT ${packaging_out}/changelog.gz
    COMMAND ${GZIP_PROGRAM} -9n -c ${packaging_out}/changelog > ${packaging_out}/changelog.gz
    DEPENDS ${packaging_out}/changelog VERBATIM)
add_custom_target(custody_packaging_files ALL
    DEPENDS ${custody_man_outputs} ${packaging_out}/changelog.gz)
install(FILES ${packaging_out}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/custody
        RENAME changelog.Debian.gz)
install(FILES ${CUSTODY_PACKAGING_DIR}/debian/copyright
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/custody)

if(CUSTODY_GUI)
    # AppStream metainfo: the release is the project's version, dated as the package.
    configure_file(${CUSTODY_PACKAGING_DIR}/${CUSTODY_APP_ID}.metainfo.xml
                   ${packaging_out}/${CUSTODY_APP_ID}.metainfo.xml @ONLY)
    install(FILES ${packaging_out}/${CUSTODY_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${CUSTODY_PACKAGING_DIR}/custody.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)

    # Icons: the files of resources/custody.qrc, the SVG and its PNG renderings, as the GUI
    # bundles them.
    set(custody_icons ${PROJECT_SOURCE_DIR}/resources/icons)
    install(FILES ${custody_icons}/${CUSTODY_APP_ID}.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    foreach(size 16 24 32 48 64 128 256)
        install(FILES ${custody_icons}/${CUSTODY_APP_ID}-${size}.png
                DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
                RENAME ${CUSTODY_APP_ID}.png)
    endforeach()

    # Privileges: "Run as administrator" goes through pkexec with the display kept (allow_gui).
    # Never setuid.
    install(PROGRAMS ${CUSTODY_PACKAGING_DIR}/custody-pkexec DESTINATION ${CMAKE_INSTALL_BINDIR})
    # custody-pkexec is described in custody(1).
    file(MAKE_DIRECTORY ${packaging_out}/man)
    file(CREATE_LINK custody.1.gz ${packaging_out}/man/custody-pkexec.1.gz SYMBOLIC)
    install(FILES ${packaging_out}/man/custody-pkexec.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
    install(FILES ${CUSTODY_PACKAGING_DIR}/org.custody.custody.policy
            DESTINATION ${CMAKE_INSTALL_DATADIR}/polkit-1/actions)
endif()

# The Debian package. Depends come from dpkg-shlibdeps (dpkg-dev) on the installed binaries.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME custody)
set(CPACK_PACKAGE_VENDOR "Custody")
set(CPACK_PACKAGE_VERSION ${CUSTODY_PACKAGE_VERSION})
set(CPACK_PACKAGE_CONTACT "${CUSTODY_PACKAGE_MAINTAINER}")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_NAME custody)
set(CPACK_DEBIAN_PACKAGE_RELEASE ${CUSTODY_DEBIAN_RELEASE})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${CUSTODY_HOMEPAGE}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "forensic disk imager")
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; cpack indents the body and writes its
# empty lines as " .".
set(CPACK_PACKAGE_DESCRIPTION "Custody acquires drives and image files into raw images while computing
several hashes (MD5, SHA-1, SHA-256, SHA-512) in the same pass. It survives
bad sectors without losing more than the unreadable sectors themselves, keeps
a GNU ddrescue-compatible map, and writes an acquisition log and a
machine-readable record for the case file.

This package contains the graphical application custody and its headless
twin custody-cli.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads its platform plugins (xcb, wayland, offscreen) and the SQLite driver of the case
# history at run time: not seen by shlibdeps. The reports embed DejaVu, and a CJK font for the
# Chinese translation's characters.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qt6-qpa-plugins, libqt6sql6-sqlite, fonts-dejavu-core, fonts-wqy-microhei | fonts-noto-cjk")
# A lab's case history on PostgreSQL needs Qt's PostgreSQL driver.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "smartmontools, libqt6sql6-psql")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "pkexec | policykit-1")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Refuses to package a tree that changed since CMake worked out the version.
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/CustodyCheckPackageVersion.cmake)
set(CPACK_CUSTODY_GIT "${GIT_EXECUTABLE}")
set(CPACK_CUSTODY_SOURCE_DIR "${PROJECT_SOURCE_DIR}")
set(CPACK_CUSTODY_GIT_REVISION "${CUSTODY_GIT_REVISION}")
include(CPack)
